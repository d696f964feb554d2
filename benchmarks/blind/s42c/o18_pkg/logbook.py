"""What the refinement did, kept for the report plots."""
import math


class Logbook:
    def __init__(self):
        self.rows = []

    def record(self, cycle, it, rwp2, params):
        row = {
            "cycle": cycle,
            "iter": it,
            "Rwp_pct": 100.0 * math.sqrt(max(rwp2, 0.0)),
            "a": params["a"].item(),
            "zero": params["zero"].item(),
            "W": params["W"].item(),
        }
        self.rows.append(row)
        return row

    def show(self, row):
        print(f"cycle {row['cycle']} iter {row['iter']:4d}  Rwp {row['Rwp_pct']:7.3f} %  "
              f"a {row['a']:.5f} A  zero {row['zero']:+.4f}  W {row['W']:.5f}")
