"""Run:  cd transfer_pretrain && python train.py"""
import torch
from torch import nn

from data import Clusters
from factory import build, make_model, make_optim
from trainer import Trainer

torch.manual_seed(0)
torch.set_num_threads(1)

CFG = {"n_classes": 8, "in_dim": 20, "optimizer": "adamw", "lr": 3e-3, "warmup": 5}
TARGET_CLASSES = 3


def source_state(data):
    model, optimizer, scheduler = build(CFG)
    step = Trainer(model, optimizer, scheduler)
    for _ in range(40):
        step(*data.source(64))
    return model.state_dict()


def main():
    data = Clusters()
    state = source_state(data)

    model = make_model(CFG)
    model.load_state_dict(state)
    optimizer, scheduler = make_optim(model, {**CFG, "lr": 1e-3})
    model.head = nn.Linear(model.head.in_features, TARGET_CLASSES)
    step = Trainer(model, optimizer, scheduler)
    for i in range(40):
        loss = step(*data.target(64))
        if i % 10 == 0:
            print(f"finetune step {i:2d} loss {loss:.4f}")

    with torch.no_grad():
        x, y = data.target(500)
        print("target accuracy", (model(x).argmax(1) == y).float().mean().item())


if __name__ == "__main__":
    main()
