"""Nightly batch scoring: writes customer_id,churn_probability to a CSV and reports AUC."""
import argparse
import csv
import os

import torch
from torch.utils.data import DataLoader

from data import N_NUMERIC, CustomerTable
from model import ChurnModel


def roc_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = [0] * len(scores)
    for r, i in enumerate(order, 1):
        ranks[i] = r
    pos = [r for r, y in zip(ranks, labels) if y == 1]
    n_pos, n_neg = len(pos), len(labels) - len(pos)
    return (sum(pos) - n_pos * (n_pos + 1) / 2) / max(n_pos * n_neg, 1)


def load_model(path):
    if os.path.exists(path):
        ckpt = torch.load(path, map_location="cpu")
        model = ChurnModel(N_NUMERIC, ckpt["cardinalities"])
        model.load_state_dict(ckpt["state_dict"])
    else:
        print(f"warning: {path} not found, scoring with an untrained model")
        model = ChurnModel(N_NUMERIC, [4, 12, 3])
    return model


def score(model, loader, out_csv):
    model.eval()
    scores, labels = [], []
    with open(out_csv, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["customer_id", "churn_probability"])
        for num, cat, y, cid in loader:
            prob = torch.sigmoid(model(num, cat))
            batch_scores = prob.tolist()
            writer.writerows(zip(cid.tolist(), (f"{p:.5f}" for p in batch_scores)))
            scores += batch_scores
            labels += y.int().tolist()
    return roc_auc(scores, labels)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", default="churn.pt")
    ap.add_argument("--out", default="scores.csv")
    args = ap.parse_args()
    model = load_model(args.ckpt)
    loader = DataLoader(CustomerTable(50000, seed=7), batch_size=1024)
    print(f"AUC on scored customers: {score(model, loader, args.out):.4f}")


if __name__ == "__main__":
    main()
