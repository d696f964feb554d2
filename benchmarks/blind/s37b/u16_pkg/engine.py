import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


def build_optimizer(model, lr):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if p.dim() == 1 else decay).append(p)
    return torch.optim.AdamW([{"params": decay, "weight_decay": 1e-2},
                              {"params": no_decay, "weight_decay": 0.0}], lr=lr)


def fit(model, optimizer, feats, labels, epochs, batch_size, tag):
    loader = DataLoader(TensorDataset(feats, labels), batch_size=batch_size, shuffle=True)
    for epoch in range(epochs):
        model.train()
        correct, total_loss = 0, 0.0
        for x, y in loader:
            logits = model(x)
            loss = F.cross_entropy(logits, y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total_loss += loss.item() * y.size(0)
            correct += (logits.argmax(1) == y).sum().item()
        n = len(loader.dataset)
        print(f"[{tag}] epoch {epoch} loss {total_loss / n:.3f} acc {correct / n:.3f}")
