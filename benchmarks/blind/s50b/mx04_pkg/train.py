import numpy as np
import torch

from .backbone import InkNet
from .data import writing_samples
from .optim import ink_loss
from .trainer import Finetuner


def pretrain(model, rng, steps=300):
    x, y = writing_samples(3000, rng, paper="copier")
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for _ in range(steps):
        idx = torch.from_numpy(rng.integers(0, 3000, 64))
        opt.zero_grad()
        ink_loss(model(x[idx]), y[idx]).backward()
        opt.step()
    return model


def main():
    torch.manual_seed(4)
    np.random.seed(4)
    torch.set_num_threads(1)
    rng = np.random.default_rng(4)
    model = pretrain(InkNet(), rng)
    tuner = Finetuner(model, writing_samples(400, rng, paper="sketch"),
                      writing_samples(800, rng, paper="sketch"), sparsity=0.7)
    print(f"dense model on sketch paper: {tuner.validate():.4f}")
    tuner.setup()
    print(f"pruned, before recovery: {tuner.validate():.4f}")
    for step in range(300):
        loss = tuner.step(torch.from_numpy(rng.integers(0, 400, 32)))
        if step % 100 == 0:
            print(f"step {step} loss {loss:.4f}")
    print(f"pruned + fine-tuned: {tuner.validate():.4f}")


if __name__ == "__main__":
    main()
