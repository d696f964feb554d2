"""Hot-sauce heat model: random search with pruning, then retrain the winner.

    python -m mf10_pkg.cli
"""
import torch

from .engine import mae, train
from .sauces import recipes
from .search import PatiencePruner, Trial, new_rng, sample_config


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = recipes(1600)
    train_xy, val_xy, test_xy = (x[:1000], y[:1000]), (x[1000:1300], y[1000:1300]), (x[1300:], y[1300:])
    rng, board, best_curve = new_rng(3), [], []
    for number in range(5):
        trial = Trial(number, rng)
        cfg = sample_config(trial)
        pruner = PatiencePruner(trial, best_curve)
        train(cfg, train_xy, val_xy, on_epoch=pruner, seed=number)
        best = min(trial.history)
        status = "pruned" if pruner.pruned else "done"
        print(f"trial {number} {status}: val MAE {best:.3f} log10 SHU  {trial.params}")
        if not pruner.pruned:
            board.append((best, cfg))
            if not best_curve or best < min(best_curve):
                best_curve[:] = trial.history
    best, cfg = min(board, key=lambda b: b[0])
    net, _ = train(cfg, (torch.cat([train_xy[0], val_xy[0]]), torch.cat([train_xy[1], val_xy[1]])),
                   test_xy, seed=7)
    err = mae(net, *test_xy)
    print(f"retrained {cfg['head']} head, width {cfg['width']}: test MAE {err:.3f} log10 SHU "
          f"(x{10 ** err:.2f} in heat units)")


if __name__ == "__main__":
    main()
