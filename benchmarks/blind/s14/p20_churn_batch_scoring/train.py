import argparse

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from data import CARDINALITIES, N_NUMERIC, CustomerTable
from model import ChurnModel


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--out", default="churn.pt")
    args = ap.parse_args()

    loader = DataLoader(CustomerTable(20000, seed=0), batch_size=256, shuffle=True)
    model = ChurnModel(N_NUMERIC, CARDINALITIES)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    pos_weight = torch.tensor(1.5)
    for epoch in range(args.epochs):
        model.train()
        total = 0.0
        for num, cat, y, _ in loader:
            loss = F.binary_cross_entropy_with_logits(model(num, cat), y, pos_weight=pos_weight)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
        print(f"epoch {epoch} loss {total / len(loader):.4f}")
    torch.save({"state_dict": model.state_dict(), "cardinalities": CARDINALITIES}, args.out)


if __name__ == "__main__":
    main()
