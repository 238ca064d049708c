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
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <stdexcept>
#include <type_traits>

#include "ir/heap.h"

namespace pir {

template <typename T>
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
    PodVector(It first, It last) { assign(first, last); }
    PodVector(const PodVector& o) { assign(o.begin(), o.end()); }
    PodVector(PodVector&& o) noexcept : data_(o.data_), size_(o.size_), cap_(o.cap_) { o.data_ = nullptr, o.size_ = o.cap_ = 0; }
    PodVector& operator=(const PodVector& o) {
        if (this != &o) assign(o.begin(), o.end());
        return *this;
    }
    PodVector& operator=(PodVector&& o) noexcept {
        swap(o);
        o.clear();
        o.shrink_to_fit();
        return *this;
    }
    ~PodVector() { release_block(data_); }

    size_t size() const { return size_; }
    size_t capacity() const { return cap_; }
    bool empty() const { return size_ == 0; }
    T* data() { return data_; }
    const T* data() const { return data_; }
    T* begin() { return data_; }
    T* end() { return data_ + size_; }
    const T* begin() const { return data_; }
    const T* end() const { return data_ + size_; }
    reverse_iterator rbegin() { return reverse_iterator(end()); }
    reverse_iterator rend() { return reverse_iterator(begin()); }
    const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
    T& operator[](size_t i) { return data_[i]; }
    const T& operator[](size_t i) const { return data_[i]; }
    T& at(size_t i) { return i < size_ ? data_[i] : out_of_range(); }
    const T& at(size_t i) const { return i < size_ ? data_[i] : out_of_range(); }
    T& front() { return data_[0]; }
    T& back() { return data_[size_ - 1]; }
    const T& front() const { return data_[0]; }
    const T& back() const { return data_[size_ - 1]; }

    void reserve(size_t n) {
        if (n > cap_) regrow(n);
    }
    void shrink_to_fit() {
        if (cap_ > size_) regrow(size_);
    }
    void clear() { size_ = 0; }
    void push_back(const T& v) {
        if (size_ == cap_) {
            T copy = v;  // (v may be an element)
            grow(size_ + 1);
            data_[size_++] = copy;
            return;
        }
        data_[size_++] = v;
    }
    template <typename... A>
    T& emplace_back(A&&... a) {
        push_back(T{std::forward<A>(a)...});
        return back();
    }
    void pop_back() { --size_; }
    void resize(size_t n) { resize(n, T{}); }
    void resize(size_t n, const T& v) {
        if (n > size_) {
            T copy = v;
            if (n > cap_) grow(n);
            std::fill(data_ + size_, data_ + n, copy);
        }
        size_ = n;
    }
    void assign(size_t n, const T& v) {
        T copy = v;
        size_ = 0;
        resize(n, copy);
    }
    template <typename It>
    void assign(It first, It last) {
        size_ = 0;
        insert(end(), first, last);
    }
    T* insert(const T* pos, const T& v) { return insert(pos, &v, &v + 1); }
    T* insert(const T* pos, std::initializer_list<T> l) { return insert(pos, l.begin(), l.end()); }
    template <typename It>
    T* insert(const T* pos, It first, It last) {
        size_t at = static_cast<size_t>(pos - data_), n = static_cast<size_t>(std::distance(first, last));
        if constexpr (std::is_pointer_v<It>) {
            if (n && first >= data_ && first < data_ + size_) {  // a range of this array
                PodVector copy(first, last);
                return insert(data_ + at, copy.begin(), copy.end());
            }
        }
        if (size_ + n > cap_) grow(size_ + n);
        move_tail(at, at + n);
        std::copy(first, last, data_ + at);
        size_ += n;
        return data_ + at;
    }
    T* erase(const T* pos) { return erase(pos, pos + 1); }
    T* erase(const T* first, const T* last) {
        size_t at = static_cast<size_t>(first - data_), n = static_cast<size_t>(last - first);
        move_tail(at + n, at);
        size_ -= n;
        return data_ + at;
    }
    void swap(PodVector& o) noexcept {
        std::swap(data_, o.data_);
        std::swap(size_, o.size_);
        std::swap(cap_, o.cap_);
    }
    friend bool operator==(const PodVector& a, const PodVector& b) {
        return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
    }

private:
    [[noreturn]] static T& out_of_range() { throw std::out_of_range("PodVector::at"); }
    // Room for at least n, doubling (as std::vector does, so that appends
    // take constant time on average).
    void grow(size_t n) { regrow(std::max(n, 2 * cap_)); }
    void regrow(size_t n) {
        if (n > SIZE_MAX / sizeof(T)) throw std::length_error("PodVector: too many elements");
        data_ = static_cast<T*>(resize_block(data_, n * sizeof(T)));
        cap_ = n;
    }
    // The elements from `from` on moved to start at `to` (no call when
    // there are none: data_ may be null).
    void move_tail(size_t from, size_t to) {
        if (size_ > from) std::memmove(data_ + to, data_ + from, (size_ - from) * sizeof(T));
    }

    T* data_ = nullptr;
    size_t size_ = 0, cap_ = 0;
};

}  // namespace pir
