import torch
import torch.nn.functional as F

from .backbone import TokenEncoder
from .data import ZIPPER_TYPES, zip_pulls
from .prompts import PromptedRegressor
from .trainer import Finetuner


def pretrain_encoder(gen, steps=200):
    enc = TokenEncoder()
    probe = torch.nn.Linear(enc.dim, 1)
    x, y = zip_pulls(2000, gen, task=0)
    opt = torch.optim.Adam(list(enc.parameters()) + list(probe.parameters()), lr=3e-3)
    for _ in range(steps):
        idx = torch.randint(0, 2000, (64,), generator=gen)
        opt.zero_grad()
        F.mse_loss(probe(enc(x[idx])).squeeze(-1), y[idx]).backward()
        opt.step()
    return enc


def main():
    torch.manual_seed(14)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(14)
    encoder = pretrain_encoder(gen)
    train_data = [zip_pulls(200, gen, t) for t in range(len(ZIPPER_TYPES))]
    val_data = [zip_pulls(500, gen, t) for t in range(len(ZIPPER_TYPES))]
    model = PromptedRegressor(encoder, n_tasks=len(ZIPPER_TYPES))
    tuner = Finetuner(model, train_data)
    tuner.setup()
    print("before:", dict(zip(ZIPPER_TYPES, [round(v, 4) for v in tuner.validate(val_data)])))
    for step in range(200):
        loss = tuner.step(gen)
        if step % 50 == 0:
            print(f"step {step} mean task mse {loss:.4f}")
    print("after: ", dict(zip(ZIPPER_TYPES, [round(v, 4) for v in tuner.validate(val_data)])))


if __name__ == "__main__":
    main()
