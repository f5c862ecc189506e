#include "formats/mvt_movement.h"

#include <fmt/format.h>

#include <vector>

#include "formats/round_rows.h"
#include "formats/text_fields.h"

namespace movebal {
namespace {

constexpr int kMaxKey = 99;  // two digits of the key each for round and table

Error At(const std::string& name, const TextField& f, std::string message) {
  return Error::At(name, f.line, f.column, std::move(message));
}

// `"a ","b",,"c"`: the pieces a, b, (empty), c. A doubled quote inside a
// piece is one quote.
Result<std::vector<std::string>> QuotedPieces(const TextField& f, const std::string& name) {
  std::vector<std::string> pieces;
  const std::string_view text = f.text;
  if (text.empty()) return pieces;
  std::size_t i = 0;
  while (true) {
    std::string piece;
    if (i < text.size() && text[i] == '"') {
      ++i;
      while (true) {
        if (i >= text.size()) {
          return Error::At(name, f.line, f.column + static_cast<int>(i), "a quoted text is not closed");
        }
        if (text[i] == '"') {
          if (i + 1 < text.size() && text[i + 1] == '"') {
            piece += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        piece += text[i++];
      }
    }
    pieces.push_back(std::move(piece));
    if (i == text.size()) break;
    if (text[i] != ',') {
      return Error::At(name, f.line, f.column + static_cast<int>(i),
                       "expected a comma between quoted texts, or the end of the field");
    }
    ++i;
  }
  return pieces;
}

std::string Quoted(std::string text) {
  for (char& c : text) {
    if (c == '"') c = '\'';
    if (c == '\t' || c == '\r' || c == '\n') c = ' ';
  }
  return "\"" + text + "\"";
}

struct Header {
  int tables = 0, rounds = 0, contestants = 0, sets = 0;
  bool individual = false;
};

}  // namespace

Result<MovementDocument> ParseMvt(std::string_view text, const std::string& name) {
  auto lines = SplitLines(text, name);
  if (!lines) return lines.error();
  MovementDocument doc;
  Header h;
  bool have_header = false;
  struct Entry {
    bool given = false;
    int ns = 0, ew = 0, set = 0;
    Place place;
  };
  std::vector<Entry> entries;
  std::vector<Place> places;
  Place whole{1, 1};
  const auto field = [&](const std::vector<TextField>& fields, std::size_t i, const TextLine& line) -> Result<TextField> {
    if (i < fields.size()) return fields[i];
    return Error::At(name, line.number, static_cast<int>(line.text.size()) + 1,
                     fmt::format("the record has {} fields; expected at least {}", fields.size(), i + 1));
  };
  for (const TextLine& line : *lines) {
    if (line.blank()) continue;
    const std::vector<TextField> fields = SplitFields(line, '\t');
    const TextField& key = fields[0];
    if (key.text.size() != 4) return At(name, key, "expected a record key of four digits (round and table)");
    auto key_round = FieldNumber(TextField{key.text.substr(0, 2), key.line, key.column}, 0, kMaxKey, name, "round of the key");
    if (!key_round) return key_round.error();
    auto key_table = FieldNumber(TextField{key.text.substr(2), key.line, key.column + 2}, 0, kMaxKey, name, "table of the key");
    if (!key_table) return key_table.error();
    if (!have_header && (*key_round != 0 || *key_table != 0)) {
      return At(name, key, "expected the description record 0000 first");
    }
    // The number in field i, checked against the key where it repeats it.
    const auto number = [&](std::size_t i, int low, int high, const char* what) -> Result<int> {
      auto f = field(fields, i, line);
      if (!f) return f.error();
      return FieldNumber(*f, low, high, name, what);
    };
    if (*key_round == 0 && *key_table == 0) {
      if (have_header) return At(name, key, "a second description record 0000");
      have_header = true;
      whole = Place{line.number, 1};
      for (std::size_t i : {std::size_t{1}, std::size_t{3}}) {
        auto f = field(fields, i, line);
        if (!f) return f.error();
        auto pieces = QuotedPieces(*f, name);
        if (!pieces) return pieces.error();
        for (std::string& p : *pieces) doc.description.push_back(std::move(p));
      }
      auto tables = number(4, 1, kMaxKey, "number of tables");
      if (!tables) return tables.error();
      auto rounds = number(5, 1, kMaxKey, "number of rounds");
      if (!rounds) return rounds.error();
      auto individual = number(8, 0, 1, "individual flag (0 pairs, 1 individual)");
      if (!individual) return individual.error();
      h.individual = *individual == 1;
      auto contestants = number(9, 2, h.individual ? kMaxKey : MovementLimits::kMaxContestants, "number of contestants");
      if (!contestants) return contestants.error();
      auto sets = number(10, 1, MovementLimits::kMaxGroups, "number of board sets");
      if (!sets) return sets.error();
      h = Header{*tables, *rounds, *contestants, *sets, h.individual};
      entries.assign(static_cast<std::size_t>(h.tables) * static_cast<std::size_t>(h.rounds), Entry{});
      continue;
    }
    if (*key_round == 0) {  // a table's move instructions
      if (*key_table > h.tables) return At(name, key, fmt::format("table {} is beyond the {} tables", *key_table, h.tables));
      auto t = number(1, *key_table, *key_table, "table of the key");
      if (!t) return t.error();
      continue;
    }
    if (*key_round > h.rounds) return At(name, key, fmt::format("round {} is beyond the {} rounds", *key_round, h.rounds));
    auto r = number(1, *key_round, *key_round, "round of the key");
    if (!r) return r.error();
    if (*key_table == 0) {  // the round's opening record
      auto t = number(2, 1, h.tables, "number of tables in the round");
      if (!t) return t.error();
      continue;
    }
    if (*key_table > h.tables) return At(name, key, fmt::format("table {} is beyond the {} tables", *key_table, h.tables));
    auto t = number(2, *key_table, *key_table, "table of the key");
    if (!t) return t.error();
    const int seat_high = h.individual ? kMaxKey * 100 + kMaxKey : h.contestants;
    auto ns = number(3, 0, seat_high, h.individual ? "North and South (N*100+S)" : "N-S pair");
    if (!ns) return ns.error();
    auto ew = number(4, 0, seat_high, h.individual ? "East and West (E*100+W)" : "E-W pair");
    if (!ew) return ew.error();
    auto set = number(5, 0, h.sets, "board set");
    if (!set) return set.error();
    auto flag = field(fields, 6, line);
    if (!flag) return flag.error();
    if (flag->text != "F") {
      return At(name, *flag, fmt::format("expected the letter F, found '{}' (its meaning is not known)", Excerpt(flag->text)));
    }
    Entry& e = entries[static_cast<std::size_t>(*key_round - 1) * static_cast<std::size_t>(h.tables) +
                       static_cast<std::size_t>(*key_table - 1)];
    if (e.given) return At(name, key, fmt::format("round {} table {} is given twice", *key_round, *key_table));
    const TextField& ns_field = fields[3];
    const bool empty = *ns == 0 && *ew == 0 && *set == 0;
    if (!empty && (*ns == 0 || *ew == 0 || *set == 0)) {
      return At(name, ns_field, "a table in play has both sides and a board set; an empty one is 0, 0, 0");
    }
    e = Entry{true, *ns, *ew, *set, Place{ns_field.line, ns_field.column}};
  }
  if (!have_header) return Error::At(name, lines->empty() ? 1 : lines->back().number, 1, "expected the description record 0000");
  Movement& m = doc.movement;
  m = Movement::Empty(h.contestants, h.tables, h.rounds, h.sets, h.individual);
  places.assign(m.cells.size(), whole);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const Entry& e = entries[i];
    if (e.given) places[i] = e.place;
    if (e.set == 0) continue;
    Cell& c = m.cells[i];
    if (h.individual) {
      c.ns = {e.ns / 100, e.ns % 100};
      c.ew = {e.ew / 100, e.ew % 100};
      for (int seat : {c.ns[0], c.ns[1], c.ew[0], c.ew[1]}) {
        if (seat < 1 || seat > h.contestants) {
          return Error::At(name, e.place.line, e.place.column,
                           fmt::format("player {} is not 1 to {}", seat, h.contestants));
        }
      }
    } else {
      c.ns[0] = e.ns;
      c.ew[0] = e.ew;
    }
    c.group = e.set - 1;
  }
  return FinishDocument(std::move(doc), places, whole, name);
}

Result<std::string> FormatMvt(const MovementDocument& doc, const FormatWriteOptions&) {
  const Movement& m = doc.movement;
  if (m.tables > kMaxKey || m.rounds > kMaxKey) {
    return Error::Plain(fmt::format(".mvt keys hold at most {} tables and rounds", kMaxKey));
  }
  if (m.individual && m.contestants > kMaxKey) {
    return Error::Plain(fmt::format(".mvt individual movements hold at most {} players", kMaxKey));
  }
  const std::string title = doc.description.empty() ? "movebal movement" : doc.description.front();
  std::string text;
  for (std::size_t i = 1; i < doc.description.size(); ++i) {
    if (i > 1) text += ',';
    if (!doc.description[i].empty()) text += Quoted(doc.description[i]);
  }
  std::string out = fmt::format("0000\t{}\t0\t{}\t{}\t{}\t0\t0\t{}\t{}\t{}\tmovebal\t\r\n", Quoted(title), text,
                                m.tables, m.rounds, m.individual ? 1 : 0, m.contestants, m.groups);
  for (int t = 1; t <= m.tables; ++t) out += fmt::format("00{:02}\t{}\t\t\t\t\t\r\n", t, t);
  for (int r = 0; r < m.rounds; ++r) {
    out += fmt::format("{:02}00\t{}\t{}\t\r\n", r + 1, r + 1, m.tables);
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      int ns = 0, ew = 0, set = 0;
      if (c.occupied()) {
        ns = m.individual ? c.ns[0] * 100 + c.ns[1] : c.ns[0];
        ew = m.individual ? c.ew[0] * 100 + c.ew[1] : c.ew[0];
        set = c.group + 1;
      }
      out += fmt::format("{:02}{:02}\t{}\t{}\t{}\t{}\t{}\tF\t\r\n", r + 1, t + 1, r + 1, t + 1, ns, ew, set);
    }
  }
  return out;
}

}  // namespace movebal
