import numpy as np
import torch

from .blend import optimise_blend
from .config import CFG
from .engine import fit_model
from .market import make_market, purged_time_splits, utility_score
from .nets import build

torch.set_num_threads(1)


def main():
    torch.manual_seed(CFG.seed)
    X, Y, weight, date = make_market(CFG.seed)
    Xt, Yt = torch.from_numpy(X), torch.from_numpy(Y)
    oof = {name: np.full(len(X), np.nan, dtype=np.float32) for name in CFG.models}
    for split, (tr, va) in enumerate(purged_time_splits(date, CFG.n_splits, CFG.gap_days)):
        for name in CFG.models:
            probs, loss = fit_model(name, build, Xt[tr], Yt[tr], Xt[va])
            oof[name][va] = probs
            u = utility_score(date[va], weight[va], Y[va, -1], (probs > 0.5).astype(float))
            print(f"split {split} {name:7s} last train bce {loss:.4f} utility {u:.3f}")
    scored = ~np.isnan(oof[CFG.models[0]])
    for name in CFG.models:
        u = utility_score(date[scored], weight[scored], Y[scored, -1], (oof[name][scored] > 0.5).astype(float))
        print(f"OOF utility {name}: {u:.3f}")
    w = optimise_blend([oof[m][scored] for m in CFG.models], Y[scored, -1], weight[scored])
    blend = sum(wi * oof[m][scored] for wi, m in zip(w, CFG.models))
    print("blend weights", {m: round(float(wi), 3) for m, wi in zip(CFG.models, w)})
    print(f"OOF utility blend: {utility_score(date[scored], weight[scored], Y[scored, -1], (blend > 0.5).astype(float)):.3f}")


if __name__ == "__main__":
    main()
