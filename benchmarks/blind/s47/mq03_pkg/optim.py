import itertools

import torch


def build_optimizers(cfg, encoder, heads, disc):
    task_params = itertools.chain(encoder.parameters(), heads.parameters())
    return {
        "task": torch.optim.Adam(task_params, lr=cfg["lr"]),
        "disc": torch.optim.Adam(disc.parameters(), lr=cfg["disc_lr"], betas=(0.5, 0.999)),
    }


def step(optimizer, loss):
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
