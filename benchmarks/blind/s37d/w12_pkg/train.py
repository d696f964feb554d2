import torch
import torch.nn.functional as F

from .config import LABELS, SETTINGS as S
from .data import batches, synthetic_comments
from .model import BagClassifier


def main():
    torch.manual_seed(S["seed"])
    docs, y = synthetic_comments(S["n_train"], S["vocab_size"], S["max_len"], S["seed"])
    model = BagClassifier(S["vocab_size"], S["embed_dim"], len(LABELS))
    optimizer = torch.optim.Adam(model.parameters(), lr=S["lr"])
    for epoch in range(S["epochs"]):
        model.train()
        total = 0.0
        for ids, offsets, target, _ in batches(docs, y, S["batch_size"], shuffle=True):
            optimizer.zero_grad()
            loss = F.binary_cross_entropy_with_logits(model(ids, offsets), target)
            loss.backward()
            optimizer.step()
            total += loss.item()
        print(f"epoch {epoch} bce {total / (len(docs) / S['batch_size']):.4f}")
    torch.save(model.state_dict(), S["model_path"])


if __name__ == "__main__":
    main()
