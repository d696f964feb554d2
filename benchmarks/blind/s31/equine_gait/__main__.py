import torch

from .encoder import GaitEncoder
from .memory import PrototypeMemory
from .objectives import accuracy, objectives
from .strides import LIMBS, sessions, trot


def build(settings):
    encoder = GaitEncoder(dim=settings["dim"])
    memory = PrototypeMemory(len(LIMBS), settings["dim"])
    plan = (
        ("prototypes", torch.optim.SGD(memory.parameters(), lr=settings["proto_lr"], momentum=0.5)),
        ("encoder", torch.optim.Adam(encoder.parameters(), lr=settings["lr"])),
    )
    return encoder, memory, plan


def evaluate(encoder, memory, test):
    encoder.eval()
    with torch.no_grad():
        acc = accuracy(encoder, memory, *test)
    encoder.train()
    return acc


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    settings = {"dim": 16, "lr": 3e-3, "proto_lr": 0.2, "epochs": 3, "batches": 40, "batch": 32}
    g = torch.Generator().manual_seed(21)
    test = trot(500, g)
    encoder, memory, plan = build(settings)
    print(f"untrained accuracy {evaluate(encoder, memory, test):.3f}")
    for epoch in range(settings["epochs"]):
        totals = dict.fromkeys(name for name, _ in plan)
        for strides, limbs in sessions(settings["batches"], settings["batch"], g):
            losses = objectives(encoder, memory, strides, limbs)
            for name, optimizer in plan:
                optimizer.zero_grad()
                losses[name].backward()
                optimizer.step()
                totals[name] = losses[name].item()
        gap_min, gap_mean = memory.spread()
        print(f"epoch {epoch}: pull {totals['prototypes']:.3f} ce {totals['encoder']:.3f} "
              f"accuracy {evaluate(encoder, memory, test):.3f} centre gap min {gap_min:.2f}")


if __name__ == "__main__":
    main()
