#include "formats/bws_movement.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <set>

#include "formats/round_rows.h"

#ifdef MOVEBAL_HAVE_MDB
#include <mdbtools.h>
#endif

namespace movebal {
namespace {

// Far more rows than sections of the largest movement have.
constexpr std::size_t kMaxRows = std::size_t{1} << 20;

}  // namespace

bool BwsReadable() {
#ifdef MOVEBAL_HAVE_MDB
  return true;
#else
  return false;
#endif
}

Result<MovementDocument> MovementFromRoundData(const std::vector<RoundDataRow>& rows, const std::string& name) {
  if (rows.empty()) return Error::At(name, 0, 0, "the RoundData table has no rows");
  if (rows.size() > kMaxRows) return Error::At(name, 0, 0, fmt::format("RoundData has more than {} rows", kMaxRows));
  std::set<int> sections;
  for (const RoundDataRow& row : rows) sections.insert(row.section);
  const int section = *sections.begin();
  std::vector<RoundRow> round_rows;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const RoundDataRow& row = rows[i];
    if (row.section != section) continue;
    const Place place{static_cast<int>(i) + 1, 0};
    if (row.custom_boards.find_first_not_of(" \t") != std::string::npos) {
      return Error::At(name, place.line, 0,
                       fmt::format("table {} round {} plays a custom board list ('{}'); movebal reads board ranges "
                                   "(LowBoard to HighBoard) only",
                                   row.table, row.round, Excerpt(row.custom_boards)));
    }
    RoundRow r;
    r.place = place;
    r.table = row.table;
    r.round = row.round;
    r.ns[0] = row.ns_pair;
    r.ew[0] = row.ew_pair;
    r.low_board = row.low_board;
    r.high_board = row.high_board;
    round_rows.push_back(r);
  }
  auto doc = DocumentFromRows(round_rows, false, name);
  if (!doc) return doc;
  if (sections.size() > 1) {
    doc->warnings.push_back(
        fmt::format("{}: warning: RoundData holds {} sections; movebal reads section {}", name, sections.size(), section));
  }
  return doc;
}

#ifdef MOVEBAL_HAVE_MDB

namespace {

// A whole number from a column's text ("12"); empty is 0.
Result<int> ColumnNumber(const char* text, int row, const char* column, const std::string& name) {
  const std::string_view s(text);
  if (s.empty()) return 0;
  long value = 0;
  for (char c : s) {
    if (c < '0' || c > '9' || value > 1000000) {
      return Error::At(name, row, 0, fmt::format("RoundData column {} holds '{}', not a whole number", column, Excerpt(s)));
    }
    value = value * 10 + (c - '0');
  }
  return static_cast<int>(value);
}

}  // namespace

Result<MovementDocument> ParseBws(std::string_view bytes, const std::string& name) {
  // The signature of a Jet or ACE database file first, so that other bytes
  // get this message and not the library's own on standard error.
  const std::string_view magic = bytes.size() > 19 ? bytes.substr(4, 15) : std::string_view();
  if (magic != "Standard Jet DB" && magic != "Standard ACE DB") {
    return Error::At(name, 0, 0, "not a Microsoft Access (Bridgemate .bws) database");
  }
  std::vector<char> buffer(bytes.begin(), bytes.end());
  MdbHandle* mdb = mdb_open_buffer(buffer.data(), buffer.size(), MDB_NOFLAGS);
  if (mdb == nullptr) return Error::At(name, 0, 0, "not a Microsoft Access (Bridgemate .bws) database");
  struct Closer {
    MdbHandle* mdb;
    MdbTableDef* table = nullptr;
    ~Closer() {
      if (table != nullptr) mdb_free_tabledef(table);
      mdb_close(mdb);
    }
  } closer{mdb};
  std::string table_name = "RoundData";
  closer.table = mdb_read_table_by_name(mdb, table_name.data(), MDB_TABLE);
  if (closer.table == nullptr) return Error::At(name, 0, 0, "the database has no RoundData table");
  mdb_read_columns(closer.table);
  mdb_rewind_table(closer.table);
  static const std::array<const char*, 8> kColumns = {"Section", "Table", "Round", "NSPair",
                                                      "EWPair", "LowBoard", "HighBoard", "CustomBoards"};
  std::vector<std::vector<char>> values(kColumns.size(), std::vector<char>(MDB_BIND_SIZE + 1, 0));
  std::array<int, 8> lengths{};
  for (std::size_t c = 0; c < kColumns.size(); ++c) {
    std::string column = kColumns[c];
    if (mdb_bind_column_by_name(closer.table, column.data(), values[c].data(), &lengths[c]) < 0 && c < 7) {
      return Error::At(name, 0, 0, fmt::format("RoundData has no column {}", kColumns[c]));
    }
  }
  std::vector<RoundDataRow> rows;
  while (mdb_fetch_row(closer.table)) {
    if (rows.size() >= kMaxRows) return Error::At(name, 0, 0, fmt::format("RoundData has more than {} rows", kMaxRows));
    const int line = static_cast<int>(rows.size()) + 1;
    std::array<int, 7> numbers{};
    for (std::size_t c = 0; c < 7; ++c) {
      values[c][std::min<std::size_t>(static_cast<std::size_t>(std::max(lengths[c], 0)), MDB_BIND_SIZE)] = 0;
      auto n = ColumnNumber(values[c].data(), line, kColumns[c], name);
      if (!n) return n.error();
      numbers[c] = *n;
    }
    values[7][std::min<std::size_t>(static_cast<std::size_t>(std::max(lengths[7], 0)), MDB_BIND_SIZE)] = 0;
    rows.push_back(RoundDataRow{numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], numbers[6],
                                std::string(values[7].data())});
  }
  return MovementFromRoundData(rows, name);
}

#else

Result<MovementDocument> ParseBws(std::string_view, const std::string& name) {
  return Error::At(name, 0, 0, "this build of movebal reads no .bws files (it was built without the mdbtools library)");
}

#endif

}  // namespace movebal
