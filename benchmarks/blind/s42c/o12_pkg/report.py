"""Plain-text summary of the fit log."""


def pass_summary(log, n_pass):
    rows = [i for i, p in enumerate(log["pass"]) if p == n_pass]
    rmse = [log["rmse_m"][i] for i in rows]
    last = rows[-1]
    print(f"pass {n_pass}: EA {log['EA'][last]:10.0f} N   c {log['c'][last]:7.1f} N s/m   "
          f"window rmse {min(rmse):.3f}..{max(rmse):.3f} m")


def final_table(log, truth):
    ea, c = log["EA"][-1], log["c"][-1]
    print("\n        estimate      true     error")
    print(f"EA   {ea:11.0f} {truth['EA']:9.0f}   {100 * (ea / truth['EA'] - 1):+.1f} %")
    print(f"c    {c:11.1f} {truth['c']:9.1f}   {100 * (c / truth['c'] - 1):+.1f} %")
