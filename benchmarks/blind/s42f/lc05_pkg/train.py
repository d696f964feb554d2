"""python -m lc05_pkg.train

Stage 1 trains on the spring catalogue. Stage 2 warm-starts from the stored checkpoint, adds the
summer releases to the track table and fine-tunes with layer-wise learning-rate decay.
"""
import torch
import torch.nn.functional as F

from .checkpoint import restore, to_bytes
from .metrics import hit_ndcg
from .model import NextTrackModel
from .optim import make_optimizer
from .playlists import Catalogue, sample_examples

PLAN = {"spring_tracks": 300, "summer_tracks": 380, "batch": 256,
        "stage1": {"epochs": 6, "lr": 1e-2}, "stage2": {"epochs": 4, "lr": 5e-3, "decay": 0.5}}


def fit(model, opt, contexts, targets, epochs, tag):
    n = len(targets)
    for epoch in range(epochs):
        perm = torch.randperm(n)
        total = 0.0
        for s in range(0, n, PLAN["batch"]):
            rows = perm[s:s + PLAN["batch"]]
            opt.zero_grad()
            ce = F.cross_entropy(model(contexts[rows]), targets[rows])
            ce.backward()
            opt.step()
            total += ce.item() * len(rows)
        print(f"[{tag}] epoch {epoch}  ce {total / n:.4f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    spring = Catalogue(PLAN["spring_tracks"], seed=0)
    summer = Catalogue(PLAN["summer_tracks"], seed=1, base=spring)

    x1, y1 = sample_examples(spring, 600, seed=10)
    base = NextTrackModel(spring.n_tracks)
    fit(base, make_optimizer(base, PLAN["stage1"]["lr"]), x1, y1, PLAN["stage1"]["epochs"], "spring")
    blob = to_bytes(base)
    print(f"checkpoint: {len(blob) / 1024:.0f} KiB")

    x2, y2 = sample_examples(summer, 500, seed=11, new_from=spring.n_tracks + 1)
    xv, yv = sample_examples(summer, 200, seed=12, new_from=spring.n_tracks + 1)
    new_target = yv > spring.n_tracks

    tuned = restore(NextTrackModel, blob)
    tuned.grow_catalogue(summer.n_tracks)
    opt = make_optimizer(tuned, PLAN["stage2"]["lr"], PLAN["stage2"]["decay"])
    print("lr per group:", {g["name"]: g["lr"] for g in opt.param_groups})
    before = hit_ndcg(tuned, xv, yv, mask=new_target)
    fit(tuned, opt, x2, y2, PLAN["stage2"]["epochs"], "summer")
    hr, ndcg = hit_ndcg(tuned, xv, yv)
    hr_new, ndcg_new = hit_ndcg(tuned, xv, yv, mask=new_target)
    print(f"valid hit@10 {hr:.4f} ndcg@10 {ndcg:.4f}; new releases: hit@10 {before[0]:.4f} -> {hr_new:.4f}, "
          f"ndcg@10 {before[1]:.4f} -> {ndcg_new:.4f}")


if __name__ == "__main__":
    main()
