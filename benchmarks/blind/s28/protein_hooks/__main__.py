import torch

from .engine import Lookahead, q3_accuracy, train_epoch
from .model import WindowCNN
from .quant import prepare_int8
from .residues import chains, windows


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = windows(*chains(100, seed=1))
    test_x, test_y = windows(*chains(40, seed=2))

    model = WindowCNN()
    ranges, _ = prepare_int8(model, bound=6.0)
    optimizer = Lookahead(torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-2), k=5, alpha=0.5)
    print("untrained Q3:", q3_accuracy(model, test_x, test_y))
    shuffle = torch.Generator().manual_seed(3)
    for epoch in range(4):
        loss = train_epoch(model, optimizer, train_x, train_y, 128, shuffle)
        acc, per_state = q3_accuracy(model, test_x, test_y)
        print(f"epoch {epoch}  ce {loss:.4f}  Q3 {acc}  per state (H, E, C) {per_state}")
    print("activation peaks before clipping:", {k: round(v, 2) for k, v in ranges.peak.items()})


if __name__ == "__main__":
    main()
