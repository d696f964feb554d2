"""Mahjong discard-danger model: random search, then warm-start the winner's trunk
under a fresh head and fine-tune on all labelled hands.

    python -m mf17_pkg.run
"""
import torch

from .experiment import Trial, build, logloss, train_model
from .heads import make_head
from .tiles import game_states, take

DEFAULT = {"emb_dim": 8, "widths": [64, 32], "dropout": 0.1, "head": "linear", "lr": 3e-3,
           "trunk_lr_mult": 0.5, "batch": 128}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = game_states(6000)
    perm = torch.randperm(6000)
    train, val, test = take(data, perm[:3600]), take(data, perm[3600:4800]), take(data, perm[4800:])
    rate = train["y"].mean().item()
    print(f"deal-in rate {rate:.3f}; constant-rate val logloss "
          f"{torch.nn.functional.binary_cross_entropy(torch.full_like(val['y'], rate), val['y']):.4f}")
    results = []
    for number in range(4):
        trial = Trial(number)
        hp = {**DEFAULT,
              "emb_dim": trial.suggest_categorical("emb_dim", [4, 8, 16]),
              "widths": trial.suggest_categorical("widths", [[32], [64, 32], [64, 64]]),
              "head": trial.suggest_categorical("head", ["linear", "gated"]),
              "lr": trial.suggest_float("lr", 1e-3, 1e-2, log=True)}
        torch.manual_seed(number)
        net = build(hp, train["dense"].shape[1], rate)
        best, curve = train_model(net, hp, train, val, epochs=6, unfreeze_at=2, seed=number)
        results.append((best, hp, net))
        print(f"trial {number}: val logloss {best:.4f} (epoch 1: {curve[1]:.4f})  {trial.params}")
    best, hp, winner = min(results, key=lambda r: r[0])

    # warm start: copy the winner's trunk, switch to a fresh gated head, new optimizer
    net = build(hp, train["dense"].shape[1], rate)
    net.trunk.load_state_dict(winner.trunk.state_dict())
    net.head = make_head("gated", net.trunk.out_dim, rate)
    head_before = [p.detach().clone() for p in net.head.parameters()]
    both = {k: torch.cat([train[k], val[k]]) for k in train}
    _, curve = train_model(net, hp, both, test, epochs=4, unfreeze_at=1, seed=5)
    moved = max((p - q).abs().max().item() for p, q in zip(net.head.parameters(), head_before))
    print(f"warm-started fine-tune: test logloss {logloss(net, test):.4f} "
          f"(head moved by up to {moved:.3f})")


if __name__ == "__main__":
    main()
