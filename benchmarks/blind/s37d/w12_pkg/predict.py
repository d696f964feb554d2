import csv
import os

import torch

from .config import LABELS, SETTINGS as S
from .data import batches, synthetic_comments
from .model import BagClassifier


def load_model(path):
    model = BagClassifier(S["vocab_size"], S["embed_dim"], len(LABELS))
    if os.path.exists(path):
        model.load_state_dict(torch.load(path, map_location="cpu"))
    else:
        print(f"warning: {path} not found, using random weights")
    model.eval()
    return model


def predict(model, docs):
    rows = [None] * len(docs)
    for ids, offsets, _, idx in batches(docs, None, S["batch_size"]):
        probs = torch.sigmoid(model(ids, offsets))
        for j, p in zip(idx, probs):
            rows[j] = p
    return rows


def write_submission(rows, path):
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["id"] + LABELS)
        for i, p in enumerate(rows):
            writer.writerow([f"{i:06d}"] + [f"{v:.5f}" for v in p.tolist()])


def main():
    docs, _ = synthetic_comments(S["n_test"], S["vocab_size"], S["max_len"], S["seed"] + 7)
    model = load_model(S["model_path"])
    rows = predict(model, docs)
    write_submission(rows, S["submission"])
    print(f"wrote {len(rows)} rows to {S['submission']}")


if __name__ == "__main__":
    main()
