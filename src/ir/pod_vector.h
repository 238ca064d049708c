// A growable array of trivially copyable elements that grows by realloc.
//
// At a million statements the IR's and the machine IR's arrays are tens of
// megabytes each, every one a mapping of its own (heap.h). A std::vector
// doubles by allocating the new array, copying and freeing the old one: for
// a moment both are resident, and a run's peak is often such a moment (the
// lowering's operand array going from 51 to 102 MB on the psi shape, the
// statements while ssa renames). realloc moves a mapping's pages instead
// (mremap): no copy, and only the pages in use are resident, before and
// after. The interface is std::vector's for what the IR's containers do
// (append, insert, erase, resize), and its usual accessors.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <stdexcept>
#include <type_traits>

#include "ir/heap.h"

namespace pir {

// Where a PodVector keeps its elements. N == 0: always on the heap (a
// pointer and two sizes). N > 0: up to N elements inside the object, in the
// bytes that otherwise hold the heap pointer and capacity (a block's
// statement list: most blocks hold a few, and a heap array each was 12 MB
// of the 162 MB of parse+verify+print on the blocks shape at 1M).
template <typename T, size_t N>
class PodStorage {
public:
    T* ptr() { return heap() ? heap_ptr() : reinterpret_cast<T*>(room_); }
    const T* ptr() const { return heap() ? heap_ptr() : reinterpret_cast<const T*>(room_); }
    size_t count() const { return size_ & kSize; }
    void set_count(size_t n) { size_ = static_cast<uint32_t>(n) | (size_ & kHeap); }
    size_t room() const { return heap() ? heap_cap() : N; }
    // Room for n elements (n >= count()); back inside from the heap when
    // they fit.
    void regrow(size_t n) {
        if (n > kSize) throw std::length_error("PodVector: too many elements");
        if (!heap() && n <= N) return;
        if (heap() && n <= N) {
            T* p = heap_ptr();
            const uint32_t c = size_ & kSize;
            std::memcpy(room_, p, c * sizeof(T));
            release_block(p, heap_cap() * sizeof(T));
            size_ = c;
            return;
        }
        // Out of the room: a power of two, so that doubling keeps to them
        // (5, 10, ... 1,310,720 took a quarter more than 1M statements need).
        if (!heap()) n = std::bit_ceil(n);
        T* p = static_cast<T*>(resize_block(heap() ? heap_ptr() : nullptr, n * sizeof(T)));
        if (!heap()) std::memcpy(p, room_, count() * sizeof(T));
        std::memcpy(room_, &p, sizeof p);
        const auto cap = static_cast<uint32_t>(n);
        std::memcpy(room_ + sizeof p, &cap, sizeof cap);
        size_ |= kHeap;
    }
    void release() {
        if (heap()) release_block(heap_ptr(), heap_cap() * sizeof(T));
        size_ = 0;
    }
    void take(PodStorage& o) noexcept {  // (this one released)
        *this = o;
        o.size_ = 0;
    }

private:
    static_assert(alignof(T) <= 4, "elements aligned as the inline room");
    static constexpr uint32_t kHeap = uint32_t{1} << 31, kSize = kHeap - 1;
    bool heap() const { return size_ & kHeap; }
    T* heap_ptr() const {
        T* p;
        std::memcpy(&p, room_, sizeof p);
        return p;
    }
    uint32_t heap_cap() const {
        uint32_t c;
        std::memcpy(&c, room_ + sizeof(T*), sizeof c);
        return c;
    }
    alignas(4) unsigned char room_[std::max(N * sizeof(T), sizeof(T*) + sizeof(uint32_t))];
    uint32_t size_ = 0;  // the count, and kHeap when the elements are on the heap
};

template <typename T>
class PodStorage<T, 0> {
public:
    T* ptr() { return data_; }
    const T* ptr() const { return data_; }
    size_t count() const { return size_; }
    void set_count(size_t n) { size_ = n; }
    size_t room() const { return cap_; }
    void regrow(size_t n) {
        if (n > SIZE_MAX / sizeof(T)) throw std::length_error("PodVector: too many elements");
        data_ = static_cast<T*>(resize_block(data_, n * sizeof(T)));
        cap_ = n;
    }
    void release() {
        release_block(data_, cap_ * sizeof(T));
        data_ = nullptr, size_ = cap_ = 0;
    }
    void take(PodStorage& o) noexcept {
        *this = o;
        o.data_ = nullptr, o.size_ = o.cap_ = 0;
    }

private:
    T* data_ = nullptr;
    size_t size_ = 0, cap_ = 0;
};

template <typename T, size_t N = 0>
class PodVector {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    using value_type = T;
    using size_type = size_t;
    using difference_type = std::ptrdiff_t;
    using reference = T&;
    using const_reference = const T&;
    using iterator = T*;
    using const_iterator = const T*;
    using reverse_iterator = std::reverse_iterator<T*>;
    using const_reverse_iterator = std::reverse_iterator<const T*>;

    PodVector() = default;
    explicit PodVector(size_t n) { resize(n); }
    PodVector(size_t n, const T& v) { assign(n, v); }
    PodVector(std::initializer_list<T> l) { assign(l.begin(), l.end()); }
    template <typename It>
        requires(!std::is_integral_v<It>)
    PodVector(It first, It last) { assign(first, last); }
    PodVector(const PodVector& o) { assign(o.begin(), o.end()); }
    PodVector(PodVector&& o) noexcept { s_.take(o.s_); }
    PodVector& operator=(const PodVector& o) {
        if (this != &o) assign(o.begin(), o.end());
        return *this;
    }
    PodVector& operator=(PodVector&& o) noexcept {
        if (this != &o) s_.release(), s_.take(o.s_);
        return *this;
    }
    ~PodVector() { s_.release(); }

    size_t size() const { return s_.count(); }
    size_t capacity() const { return s_.room(); }
    bool empty() const { return size() == 0; }
    T* data() { return s_.ptr(); }
    const T* data() const { return s_.ptr(); }
    T* begin() { return data(); }
    T* end() { return data() + size(); }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size(); }
    reverse_iterator rbegin() { return reverse_iterator(end()); }
    reverse_iterator rend() { return reverse_iterator(begin()); }
    const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
    T& operator[](size_t i) { return data()[i]; }
    const T& operator[](size_t i) const { return data()[i]; }
    T& at(size_t i) { return i < size() ? data()[i] : out_of_range(); }
    const T& at(size_t i) const { return i < size() ? data()[i] : out_of_range(); }
    T& front() { return data()[0]; }
    T& back() { return data()[size() - 1]; }
    const T& front() const { return data()[0]; }
    const T& back() const { return data()[size() - 1]; }

    void reserve(size_t n) {
        if (n > capacity()) s_.regrow(n);
    }
    void shrink_to_fit() {
        if (capacity() > size()) s_.regrow(size());
    }
    void clear() { s_.set_count(0); }
    void push_back(const T& v) {
        const size_t n = size();
        if (n == capacity()) {
            T copy = v;  // (v may be an element)
            grow(n + 1);
            data()[n] = copy;
        } else {
            data()[n] = v;
        }
        s_.set_count(n + 1);
    }
    template <typename... A>
    T& emplace_back(A&&... a) {
        push_back(T{std::forward<A>(a)...});
        return back();
    }
    void pop_back() { s_.set_count(size() - 1); }
    // n more elements at the end, not written: the caller writes them
    // (a copy in a new order, without a call or a capacity test each).
    T* extend(size_t n) {
        const size_t at = size();
        if (at + n > capacity()) grow(at + n);
        s_.set_count(at + n);
        return data() + at;
    }
    void resize(size_t n) { resize(n, T{}); }
    void resize(size_t n, const T& v) {
        if (n > size()) {
            T copy = v;
            if (n > capacity()) grow(n);
            std::fill(data() + size(), data() + n, copy);
        }
        s_.set_count(n);
    }
    void assign(size_t n, const T& v) {
        T copy = v;
        clear();
        resize(n, copy);
    }
    template <typename It>
    void assign(It first, It last) {
        clear();
        insert(end(), first, last);
    }
    T* insert(const T* pos, const T& v) { return insert(pos, &v, &v + 1); }
    T* insert(const T* pos, std::initializer_list<T> l) { return insert(pos, l.begin(), l.end()); }
    template <typename It>
    T* insert(const T* pos, It first, It last) {
        size_t at = static_cast<size_t>(pos - data()), n = static_cast<size_t>(std::distance(first, last));
        if constexpr (std::is_pointer_v<It>) {
            if (n && first >= data() && first < end()) {  // a range of this array
                PodVector copy(first, last);
                return insert(data() + at, copy.begin(), copy.end());
            }
        }
        if (size() + n > capacity()) grow(size() + n);
        move_tail(at, at + n);
        std::copy(first, last, data() + at);
        s_.set_count(size() + n);
        return data() + at;
    }
    T* erase(const T* pos) { return erase(pos, pos + 1); }
    T* erase(const T* first, const T* last) {
        size_t at = static_cast<size_t>(first - data()), n = static_cast<size_t>(last - first);
        move_tail(at + n, at);
        s_.set_count(size() - n);
        return data() + at;
    }
    void swap(PodVector& o) noexcept { std::swap(s_, o.s_); }
    friend bool operator==(const PodVector& a, const PodVector& b) {
        return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
    }
    // std::erase_if's, for these arrays.
    template <typename P>
    friend size_t erase_if(PodVector& v, P pred) {
        T* kept = std::remove_if(v.begin(), v.end(), pred);
        const auto n = static_cast<size_t>(v.end() - kept);
        v.s_.set_count(v.size() - n);
        return n;
    }

private:
    [[noreturn]] static T& out_of_range() { throw std::out_of_range("PodVector::at"); }
    // Room for at least n, doubling (as std::vector does, so that appends
    // take constant time on average).
    void grow(size_t n) { s_.regrow(std::max(n, 2 * capacity())); }
    // The elements from `from` on moved to start at `to` (no call when
    // there are none: data() may be null).
    void move_tail(size_t from, size_t to) {
        if (size() > from) std::memmove(data() + to, data() + from, (size() - from) * sizeof(T));
    }

    PodStorage<T, N> s_;
};

}  // namespace pir
