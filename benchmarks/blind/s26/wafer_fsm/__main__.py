import torch

from .cnn import wafer_cnn
from .machine import StepMachine
from .wafers import PATTERNS, wafer_maps

RUN = {"per_pattern": 260, "test_fraction": 0.2, "batch": 48, "epochs": 8,
       "optimizer": {"lr": 0.05, "momentum": 0.9, "weight_decay": 1e-4}}


def batches(maps, labels, size, generator):
    order = torch.randperm(labels.numel(), generator=generator)
    for rows in order.split(size):
        yield maps[rows], labels[rows]


@torch.no_grad()
def accuracy(model, maps, labels):
    model.eval()
    hits = (model(maps).argmax(1) == labels).float().mean().item()
    model.train()
    return hits


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    maps, labels = wafer_maps(RUN["per_pattern"], generator)
    order = torch.randperm(labels.numel(), generator=generator)
    maps, labels = maps[order], labels[order]
    cut = int(labels.numel() * (1 - RUN["test_fraction"]))

    model = wafer_cnn(len(PATTERNS))
    optimizer = torch.optim.SGD(model.parameters(), **RUN["optimizer"])
    machine = StepMachine(model, optimizer)
    print(f"test acc before {accuracy(model, maps[cut:], labels[cut:]):.3f}")
    for epoch in range(RUN["epochs"]):
        ce = machine.run_epoch(batches(maps[:cut], labels[:cut], RUN["batch"], generator))
        print(f"epoch {epoch}: ce {ce:.4f} test acc {accuracy(model, maps[cut:], labels[cut:]):.3f} "
              f"updates {machine.updates}")


if __name__ == "__main__":
    main()
