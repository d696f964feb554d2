import torch
import torch.nn.functional as F

from data import task
from finetune import prepare_for_finetuning
from model import Classifier


def run(model, opt, x, y, epochs, tag):
    for epoch in range(epochs):
        perm = torch.randperm(x.shape[0])
        for i in range(0, x.shape[0], 64):
            idx = perm[i:i + 64]
            loss = F.cross_entropy(model(x[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        with torch.no_grad():
            acc = (model(x).argmax(1) == y).float().mean().item()
        print(f"[{tag}] epoch {epoch} loss {loss.item():.4f} acc {acc:.3f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_a, y_a = task(2000, 4, offset=0)
    x_b, y_b = task(300, 3, offset=3)
    model = Classifier(x_a.shape[1], 4)
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    run(model, opt, x_a, y_a, epochs=4, tag="source")
    model = prepare_for_finetuning(model, 3)
    run(model, opt, x_b, y_b, epochs=6, tag="target")


if __name__ == "__main__":
    main()
