import torch

from .data import loader, make_descriptors
from .model import SharedTrunk, build_heads
from .trainer import MultiTaskTrainer


def main(epochs=6, batch=64, width=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, targets = make_descriptors()
    trainer = MultiTaskTrainer(SharedTrunk(x.shape[1], width), build_heads(width, 3))
    for epoch in range(epochs):
        sums = {"kind": 0.0, "age": 0.0}
        n = 0
        for xb, tb in loader(x, targets, batch):
            for k, v in trainer.step(xb, tb).items():
                sums[k] += v
            n += 1
        print(f"epoch {epoch}: " + " ".join(f"{k} {v / n:.3f}" for k, v in sums.items()))


if __name__ == "__main__":
    main()
