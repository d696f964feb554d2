"""python -m j12_pkg.train"""
import torch

from .net import BearingNet, extend_classes
from .state import accuracy, create_state, train_step
from .vibration import shuffled_batches, spectra

BASE = ["healthy", "outer_race", "inner_race"]
EXTENDED = BASE + ["cage"]
OPTS = {"per_class": 150, "batch": 32, "lr": 2e-3, "pre_epochs": 3, "ft_epochs": 3}


def run(state, x, y, epochs: int, tag: str, xt, yt):
    for epoch in range(epochs):
        last = float("nan")
        for batch in shuffled_batches(x, y, OPTS["batch"], seed=state.step + epoch):
            state, last = train_step(state, batch)
        print(f"[{tag}] epoch {epoch} last loss {last:.3f} test acc {accuracy(state.net, xt, yt):.3f}")
    return state


def main():
    torch.manual_seed(0)
    x, y = spectra(BASE, OPTS["per_class"], seed=1)
    xt, yt = spectra(BASE, 50, seed=2)
    net = BearingNet(len(BASE))
    state = create_state(net, OPTS["lr"], "pretrain")
    state = run(state, x, y, OPTS["pre_epochs"], "pretrain", xt, yt)

    x4, y4 = spectra(EXTENDED, OPTS["per_class"] // 3, seed=3)
    xt4, yt4 = spectra(EXTENDED, 50, seed=4)
    prior = torch.bincount(y4).float() / len(y4)
    net = extend_classes(state.net, len(EXTENDED), prior)
    state = create_state(net, OPTS["lr"], "extend", trunk_lr_scale=0.1)
    head_before = state.net.head.weight.detach().clone()
    state = run(state, x4, y4, OPTS["ft_epochs"], "extend", xt4, yt4)
    moved = (state.net.head.weight - head_before).abs().max().item()
    print(f"new head max |change| {moved:.3f}; cage recall "
          f"{accuracy(state.net, xt4[yt4 == 3], yt4[yt4 == 3]):.3f}")
    return state


if __name__ == "__main__":
    main()
