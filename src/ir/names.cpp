#include "ir/names.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>

namespace pir {

uint32_t Interner::store(std::string_view s, std::string_view tail) {
    const size_t size = s.size() + tail.size();
    const bool is_long = size >= kLongName;
    const uint32_t len = static_cast<uint32_t>(size);
    const size_t head = is_long ? 1 + sizeof len : 1, need = head + size;
    if (need >= chunk_left_) {  // (never filled to the end: an offset stays under kChunk)
        if (chunks_.size() == size_t{1} << (32 - kChunkBits)) throw std::length_error("more than 4 GiB of names");
        size_t n = need > kChunk ? need : kChunk;
        chunks_.push_back(std::make_unique<char[]>(n));
        chunk_pos_ = chunks_.back().get();
        chunk_left_ = n;
    }
    if (is_long) std::memcpy(chunk_pos_, &len, sizeof len);
    chunk_pos_[head - 1] = static_cast<char>(is_long ? kLongName : len);
    char* p = chunk_pos_ + head;
    std::memcpy(p, s.data(), s.size());
    if (!tail.empty()) std::memcpy(p + s.size(), tail.data(), tail.size());
    chunk_pos_ += need;
    chunk_left_ -= need;
    const auto at = static_cast<uint32_t>(p - chunks_.back().get());
    return static_cast<uint32_t>(chunks_.size() - 1) << kChunkBits | at;
}

// A word at a time (names are short: most take one multiply-mix), then
// murmur3's 64-bit finalizer, so that names like v1, v2, ... do not
// cluster in the table. (Byte-wise FNV-1a was 6% of parsing.)
uint32_t Interner::hash(std::string_view s) {
    auto load = [](const char* q, auto w) {
        std::memcpy(&w, q, sizeof w);
        return static_cast<uint64_t>(w);
    };
    const char* p = s.data();
    size_t n = s.size();
    uint64_t h = n * 0x9E3779B97F4A7C15ull;
    for (; n > 8; p += 8, n -= 8) h = std::rotl((h ^ load(p, uint64_t{})) * 0x87C37B91114253D5ull, 31);
    // The last 1 to 8 bytes in at most two loads (overlapping from 4 bytes
    // on; first, middle and last byte below): with n, they tell the bytes.
    uint64_t w = 0;
    if (n >= 4) w = load(p, uint32_t{}) << 32 | load(p + n - 4, uint32_t{});
    else if (n > 0) w = uint64_t{static_cast<unsigned char>(p[0])} << 16 | uint64_t{static_cast<unsigned char>(p[n / 2])} << 8 |
                        static_cast<unsigned char>(p[n - 1]);
    h ^= w;
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ull;
    h ^= h >> 33;
    return static_cast<uint32_t>(h);
}

NameId Interner::lookup(std::string_view s, uint32_t h) {
    uint64_t& r = recent_[h & (recent_.size() - 1)];
    if (HashedIds::holds(r, h) && str(HashedIds::id_of(r)) == s) return HashedIds::id_of(r);
    NameId id = table_.find(h, [&](NameId x) { return str(x) == s; });
    if (id == HashedIds::kAbsent) return kNoName;
    r = HashedIds::encode(h, id);
    return id;
}

// The length of s's base when s is spelled "<base>.<digits>", else npos.
static size_t base_length(std::string_view s) {
    auto dot = s.rfind('.');
    if (dot == std::string_view::npos || dot + 1 == s.size() ||
        s.find_first_not_of("0123456789", dot + 1) != std::string_view::npos)
        return std::string_view::npos;
    return dot;
}

void Interner::insert(NameId id, uint32_t h, bool chain) {
    if (size_t n = base_length(str(id)); n != std::string_view::npos) {
        const auto [c, added] = suffixed_.try_emplace(hash(str(id).substr(0, n)), static_cast<uint32_t>(chain_head_.size()));
        if (added) chain_head_.push_back(kNoName);
        if (chain) {
            if (chain_next_.size() <= id) chain_next_.resize(id + 1, kNoName);
            chain_next_[id] = chain_head_[c];
            chain_head_[c] = id;
        }
    }
    table_.insert(h, id);
    recent_[h & (recent_.size() - 1)] = HashedIds::encode(h, id);
}

NameId Interner::add(std::string_view s, std::string_view tail) {
    NameId id = static_cast<NameId>(text_.size());
    text_.push_back(store(s, tail));
    return id;
}

void Interner::hash_unhashed() {
    for (NameId id = unhashed_from_; unhashed_count_; ++id)
        if (uint64_t& w = unhashed_[id / 64]; w >> id % 64 & 1) {
            w &= ~(uint64_t{1} << id % 64);
            insert(id, hash(str(id)), false);  // (its base knows it)
            --unhashed_count_;
        }
}

NameId Interner::find(std::string_view s) {
    hash_all();
    return lookup(s, hash(s));
}

NameId Interner::intern(std::string_view s) { return take(lookup_or_add(s)); }

NameId Interner::lookup_or_add(std::string_view s) {
    hash_all();
    uint32_t h = hash(s);
    NameId id = lookup(s, h);
    if (id == kNoName) insert(id = add(s), h);
    return id;
}

size_t Interner::memory_bytes() const {
    size_t chars = 0;
    for (size_t k = 0; k < chunks_.size(); ++k) chars += kChunk;  // a chunk holds 64 KiB or one longer name
    size_t known = (base_slot_.capacity() + base_of_.capacity()) * sizeof(uint32_t) + bases_.capacity() * sizeof(Base);
    for (const Base& x : bases_) known += x.more.capacity() * sizeof(NameId);
    known += unhashed_.capacity() * sizeof(uint64_t) + suffixed_.memory_bytes();
    known += (chain_head_.capacity() + chain_next_.capacity()) * sizeof(NameId) + met_.capacity() * sizeof(met_[0]);
    return chars + text_.capacity() * sizeof(uint32_t) + table_.memory_bytes() + recent_.capacity() * 8 + known;
}

// A table by name that reaches `id`, new entries kNoName: sized to the
// names so far and a few thousand more, as fresh() reaches each new
// name's place, one more each time (sized to the names alone, it was
// resized at every name fresh() made; sized to the store's room, the
// entries written, all resident, made nested at 1M 3% larger at its peak).
static void reach(PodVector<uint32_t>& by_name, NameId id, size_t names) {
    if (id >= by_name.size()) by_name.resize(std::max<size_t>(id + 1, names) + 4096, kNoName);
}

NameId Interner::fresh(std::string_view base) {
    // Strip an existing ".N" suffix so copies of copies stay readable (b.1, b.2).
    if (size_t n = base_length(base); n != std::string_view::npos) base = base.substr(0, n);
    // The base is a name read from text or interned (then hashed), or one
    // fresh() made (hashed on this miss).
    uint32_t hb = hash(base);
    NameId b = lookup(base, hb);
    return fresh_after(take(b != kNoName ? b : lookup_or_add(base)), hb);
}

NameId Interner::fresh(NameId like) {
    // A name fresh() made, or met, has its base noted; one without a ".N"
    // suffix is its own base: no lookup of the base's text (a cache miss
    // each in the table of a million names; ssa makes a fresh name per
    // definition, out-of-ssa one per copy, mostly of names ssa made).
    if (like < base_of_.size() && base_of_[like] != kNoName) {
        const NameId b = base_of_[like];
        return fresh_after(take(b), bases_[base_slot_[b]].hash);
    }
    const std::string_view s = str(like);
    if (base_length(s) != std::string_view::npos) return fresh(s);
    // Its own base, noted so: the next time, no spelling read or hashed.
    reach(base_of_, like, text_.size());
    base_of_[like] = like;
    return fresh_after(take(like), hash(s));
}

namespace {
// ".<n>", the suffix fresh() gives a base, in place (no string built:
// fresh() runs once a definition in ssa and once a copy in out-of-ssa).
struct Suffix {
    char text[1 + 10];
    size_t size;
    explicit Suffix(uint32_t n) {
        text[0] = '.';
        size = static_cast<size_t>(std::to_chars(text + 1, text + sizeof text, n).ptr - text);
    }
    std::string_view view() const { return {text, size}; }
};
}  // namespace

NameId Interner::fresh_after(NameId b, uint32_t hb) {
    ++fresh_count_;
    const uint32_t chain = suffixed_.find(hb);
    reach(base_slot_, b, text_.size());
    if (base_slot_[b] == kNoName) base_slot_[b] = static_cast<uint32_t>(bases_.size()), bases_.emplace_back().hash = hb;
    Base& rec = bases_[base_slot_[b]];
    if (chain != FlatMap<uint64_t>::kAbsent) learn(b, rec, chain_head_[chain]);
    std::string cand, ahead;
    auto spell = [&](std::string& s, uint32_t n) -> const std::string& {  // "<base>.<n>"
        return s.assign(str(b)).append(Suffix(n).view());
    };
    for (;;) {
        uint32_t n = ++rec.next;
        NameId id = rec.known(n);
        if (id == kNoName) {
            // Beyond the names learned, a probe of the table; the next
            // one's slot loads while this one is probed.
            if (n >= rec.look_from) {
                if (rec.known(n + 1) == kNoName) table_.prefetch(hash(spell(ahead, n + 1)));
                spell(cand, n);
                id = lookup(cand, hash(cand));
            }
            // Not met by fresh() nor learned: read from text (hashed), or new.
            if (id == kNoName) {
                id = add(str(b), Suffix(n).view());
                if (unhashed_.size() <= id / 64) unhashed_.resize(text_.capacity() / 64 + 1, 0);
                unhashed_[id / 64] |= uint64_t{1} << id % 64;
                if (unhashed_count_++ == 0) unhashed_from_ = id;
            }
            know(rec, b, n, id);
        }
        if (id >= taken_.size() || !taken_[id]) return take(id);
    }
}

// The names of the chain from `newest` (down to the last learned) spelled
// "<base>.<n>", n written without leading zeros, go into rec's known(n),
// those with a suffix up to twice the base's names (and 16): a text's
// suffixes are dense, and a lone "x.4000000" must not take 16 MB. The
// others are looked up when fresh() comes to their suffix.
void Interner::learn(NameId b, Base& rec, NameId newest) {
    if (newest == rec.learned) return;
    const std::string_view base = str(b);
    met_.clear();
    for (NameId id = newest; id != kNoName && (rec.learned == kNoName || id > rec.learned); id = chain_next_[id]) {
        const std::string_view s = str(id);
        // (Another base of the same hash, or not all digits after the dot:
        // skipped. The dot is where the base ends, then the digits are
        // parsed whole; base_length() would scan the name twice more.)
        if (s.size() < base.size() + 2 || s[base.size()] != '.' || !s.starts_with(base)) continue;
        const std::string_view digits = s.substr(base.size() + 1);
        uint32_t n = 0;
        auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
        if (ec != std::errc() || end != digits.data() + digits.size() || digits[0] == '0') continue;
        met_.push_back({n, id});
    }
    rec.learned = newest;
    const uint64_t dense = 2 * (uint64_t{rec.more.size()} + met_.size()) + 16;
    for (auto [n, id] : met_) {
        if (n > dense) {
            rec.look_from = std::min(rec.look_from, n);
            continue;
        }
        know(rec, b, n, id);
    }
}

void Interner::know(Base& rec, NameId b, uint32_t n, NameId id) {
    rec.set_known(n, id);
    reach(base_of_, id, text_.size());
    base_of_[id] = b;
}

void Interner::retain_only(PodVector<uint8_t> taken) {
    taken_ = std::move(taken);
    taken_.resize(text_.size(), 0);
    for (Base& x : bases_) x.next = 0;
}

}  // namespace pir
