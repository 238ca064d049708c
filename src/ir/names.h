// Name interning: every identifier of a module is stored once and named by a
// dense 32-bit id; the hash map is used only while reading text.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/flat_map.h"
#include "ir/pod_vector.h"

namespace pir {

using NameId = uint32_t;
inline constexpr NameId kNoName = UINT32_MAX;

class Interner {
public:
    NameId intern(std::string_view s);
    // kNoName when s was never interned.
    NameId find(std::string_view s);
    // Starts loading what interning s will read first (its table slot),
    // for a name the caller will intern a little later.
    void prefetch(std::string_view s) const { table_.prefetch(hash(s)); }
    std::string_view str(NameId id) const {
        const uint32_t at = text_[id];
        const char* p = chunks_[at >> kChunkBits].get() + (at & (kChunk - 1));
        uint8_t n = static_cast<uint8_t>(p[-1]);
        if (n != kLongName) return {p, n};
        uint32_t len;
        std::memcpy(&len, p - 1 - sizeof len, sizeof len);
        return {p, len};
    }
    size_t size() const { return text_.size(); }
    // Room for `more` names beyond those so far.
    void reserve(size_t more) { table_.reserve(text_.size() + more); }
    size_t memory_bytes() const;
    // A name not taken yet, spelled "<base>.<n>" for the smallest n >= 1.
    NameId fresh(std::string_view base);
    // The same for the spelling of `like` (a name interned or made before).
    NameId fresh(NameId like);
    // How many fresh() gave (a pass that says it makes no name is checked so).
    size_t fresh_count() const { return fresh_count_; }
    // Fresh names must depend only on the text a pass reads (the contract's
    // `--passes=a,b` == `--passes=a | psissa-opt --passes=b`): before each
    // pass, only the names its input text spells are taken, as after
    // parsing that text, and fresh() counts from 1 again. Interning a name
    // takes it.
    void retain_only(PodVector<uint8_t> taken);

private:
    // Characters live in fixed-size chunks so string_views stay valid,
    // each name's text after its length: one byte, or, from 255 characters
    // on, four bytes of length and then the byte kLongName.
    // text_ holds a name's place as 4 bytes, its chunk and its offset in it
    // (not a pointer's 8 or a string_view's 16: a module renamed by
    // out-of-ssa has millions of names). A longer name has a chunk of its
    // own and starts near its beginning, so an offset is always under kChunk.
    static constexpr uint8_t kLongName = 0xFF;
    static constexpr uint32_t kChunkBits = 16, kChunk = uint32_t{1} << kChunkBits;
    uint32_t store(std::string_view s, std::string_view tail = {});  // the text s + tail
    std::vector<std::unique_ptr<char[]>> chunks_;
    size_t chunk_left_ = 0;
    char* chunk_pos_ = nullptr;
    // The table of names by hash (table_, HashedIds: a probe reads a
    // name's text only on a hash match). The names fresh() makes enter it
    // only when a lookup by text comes (hash_all): fresh() itself finds
    // them through bases_, and a pass that renames a million variables
    // would otherwise pay a cache miss per name for a table nobody reads.
    static uint32_t hash(std::string_view s);
    NameId lookup(std::string_view s, uint32_t h);  // hashed names only
    void insert(NameId id, uint32_t h, bool chain = true);
    NameId add(std::string_view s, std::string_view tail = {});  // a new id for s + tail, not in the table
    void hash_all() {  // puts fresh() names in the table (before every lookup by text: inline when none)
        if (unhashed_count_) hash_unhashed();
    }
    void hash_unhashed();
    // The names fresh() made that are not in the table: a bit a name (a list
    // took 4 bytes a fresh name), all at or after unhashed_from_.
    std::vector<uint64_t> unhashed_;
    size_t unhashed_count_ = 0;
    NameId unhashed_from_ = 0;
    // The table's names spelled "<base>.<digits>", in chains by the hash of
    // their base: suffixed_ gives a base hash's chain (its place in
    // chain_head_, the newest name), chain_next_[id] the next older name of
    // id's chain. fresh() learns a base's names from its chain (learn()),
    // each once, instead of looking "<base>.1", "<base>.2", ... up one by
    // one: text that went through ssa holds them in a row, and at a million
    // names each lookup was a cache miss (half of normalize's time from
    // such text at 1M). Names fresh() made enter no chain: it knows them.
    FlatMap<uint64_t> suffixed_;
    std::vector<NameId> chain_head_;
    PodVector<NameId> chain_next_;
    std::vector<std::pair<uint32_t, NameId>> met_;  // learn()'s, kept for its next call
    PodVector<uint32_t> text_;
    HashedIds table_{1024};
    // Direct-mapped cache of recent lookups (HashedIds::encode): text
    // mentions names defined a few lines earlier, and the table is large.
    std::vector<uint64_t> recent_ = std::vector<uint64_t>(4096, 0);
    // By name, grown by realloc (a large block's pages move, not copied:
    // ssa and out-of-ssa make a million names at 1M statements).
    PodVector<uint8_t> taken_;  // by NameId
    size_t fresh_count_ = 0;
    // fresh()'s record of a base: the last suffix given, and known(n), the
    // NameId of "<base>.<n>" (kNoName: not known). A name never leaves the
    // interner, so each pass's count from 1 reads this record instead of
    // spelling and hashing every name again. "<base>.1" is kept apart:
    // most bases get one suffix (a name assigned once, renamed by ssa),
    // and a vector each was 30 bytes of heap a base (300,000 of them at a
    // million statements of the psi shape).
    struct Base {
        uint32_t next = 0;
        NameId first = kNoName;   // known(1)
        uint32_t hash = 0;        // the base's
        NameId learned = kNoName;  // the newest name of its chain learned (learn())
        // From this suffix on, known() may miss a name of the table (one
        // learned with a suffix far above the base's count of names, not
        // made a place in `more`): fresh() looks such suffixes up.
        uint32_t look_from = UINT32_MAX;
        std::vector<NameId> more;  // known(n) at n - 2, from n = 2
        NameId known(uint32_t n) const { return n == 1 ? first : n - 2 < more.size() ? more[n - 2] : kNoName; }
        void set_known(uint32_t n, NameId id) {
            if (n == 1) {
                first = id;
                return;
            }
            if (more.size() == n - 2) return more.push_back(id);  // (the next suffix: most calls)
            if (more.size() < n - 1) more.resize(n - 1, kNoName);
            more[n - 2] = id;
        }
    };
    PodVector<uint32_t> base_slot_;  // by base NameId: its place in bases_ (kNoName: none yet)
    PodVector<NameId> base_of_;      // by name: the base it is "<base>.<n>" of (or itself), once fresh() met it
    NameId fresh_after(NameId base, uint32_t base_hash);  // fresh() once the base is known
    void learn(NameId base, Base& rec, NameId newest);
    void know(Base& rec, NameId base, uint32_t n, NameId id);  // id is "<base>.<n>"
    std::vector<Base> bases_;
    NameId lookup_or_add(std::string_view s);
    NameId take(NameId id) {
        if (id >= taken_.size()) taken_.resize(id + 1, 0);  // (the capacity doubles, unwritten)
        taken_[id] = 1;
        return id;
    }
};

}  // namespace pir
