import torch
import torch.nn as nn

from data import make_loader
from engine import train_one_epoch
from model import build_model


def main(epochs=3):
    torch.manual_seed(0)
    loader = make_loader()
    model = build_model(20, 6)
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)
    for epoch in range(epochs):
        loss, acc = train_one_epoch(model, loader, criterion, optimizer, epoch)
        scheduler.step()
        print(f"epoch {epoch} done: loss {loss:.4f} acc {acc:.2f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
