import torch

import pyramid  # noqa: F401  (registers "pyramid")
from fitting import accuracy, decay_groups, fit_epoch
from registry import build_detector
from waveforms import traces

SPEC = {"detector": "pyramid", "widths": (16, 32, 48, 64), "lateral": 8}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(12)
    waves, kinds = traces(1200, gen)
    test_waves, test_kinds = traces(600, gen)
    model = build_detector(SPEC["detector"], widths=SPEC["widths"], lateral=SPEC["lateral"])
    optimizer = torch.optim.SGD(decay_groups(model, 5e-4), lr=0.05, momentum=0.9)
    epochs, batch = 5, 50
    schedule = torch.optim.lr_scheduler.CyclicLR(optimizer, base_lr=0.005, max_lr=0.05,
                                                 step_size_up=len(kinds) // batch * epochs // 2)
    print(f"test accuracy before {accuracy(model, test_waves, test_kinds):.3f}")
    for epoch in range(epochs):
        ce = fit_epoch(model, optimizer, schedule, waves, kinds, batch, gen)
        print(f"epoch {epoch}: last ce {ce:.3f}, test accuracy {accuracy(model, test_waves, test_kinds):.3f}")


if __name__ == "__main__":
    main()
