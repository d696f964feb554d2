import torch
import torch.nn.functional as F

from model import PhaseTransformer
from optim import muon_with_adamw
from patterns import PHASES, diffractograms


@torch.no_grad()
def accuracy(model, x, y):
    model.eval()
    pred = model(x).argmax(1)
    model.train()
    return round((pred == y).float().mean().item(), 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = diffractograms(120, seed=1)
    test_x, test_y = diffractograms(60, seed=2)
    model = PhaseTransformer(classes=len(PHASES))
    optimizers = muon_with_adamw(model)
    print("untrained test accuracy:", accuracy(model, test_x, test_y))
    shuffle = torch.Generator().manual_seed(3)
    for epoch in range(5):
        total = 0.0
        for rows in torch.randperm(len(train_y), generator=shuffle).split(48):
            for optimizer in optimizers:
                optimizer.zero_grad()
            loss = F.cross_entropy(model(train_x[rows]), train_y[rows])
            loss.backward()
            for optimizer in optimizers:
                optimizer.step()
            total += loss.item() * len(rows)
        print(f"epoch {epoch}  train ce {total / len(train_y):.4f}  test acc {accuracy(model, test_x, test_y)}")


if __name__ == "__main__":
    main()
