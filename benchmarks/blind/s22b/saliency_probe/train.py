import torch
import torch.nn.functional as F

from data import make_patterns
from model import BarNet
from probe import explain


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = make_patterns(600)
    model = BarNet()
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for epoch in range(4):
        perm = torch.randperm(x.shape[0])
        for i in range(0, x.shape[0], 64):
            idx = perm[i:i + 64]
            logits, _ = model(x[idx])
            loss = F.cross_entropy(logits, y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        with torch.no_grad():
            acc = (model(x)[0].argmax(1) == y).float().mean().item()
        print(f"epoch {epoch} loss {loss.item():.4f} acc {acc:.3f}")

    relevance = explain(model, x[:8], y[:8])
    print("relevance", [round(v, 4) for v in relevance.tolist()])


if __name__ == "__main__":
    main()
