import torch
import torch.nn.functional as F

from monotone_credit.applicants import make_applicants, shuffled_batches
from monotone_credit.scorer import build_scorer
from monotone_credit.settings import FEATURES, MODEL_KW, OPTIM_KW, TRAIN_KW


def accuracy(model, x_mono, x_free, y):
    model.eval()
    with torch.no_grad():
        pred = (model(x_mono, x_free) > 0).float()
    model.train()
    return (pred == y).float().mean().item()


def fit(model, data, epochs, batch_size, **optim_kw):
    optimizer = torch.optim.Adam(model.parameters(), **optim_kw)
    for epoch in range(epochs):
        total, seen = 0.0, 0
        for x_mono, x_free, y in shuffled_batches(data, batch_size):
            optimizer.zero_grad()
            loss = F.binary_cross_entropy_with_logits(model(x_mono, x_free), y)
            loss.backward()
            optimizer.step()
            model.project_()
            total += loss.item() * y.numel()
            seen += y.numel()
        if epoch % 5 == 0 or epoch == epochs - 1:
            print(f"epoch {epoch:2d}  bce {total / seen:.4f}  acc {accuracy(model, *data):.3f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = make_applicants(2000, FEATURES)
    model = build_scorer(FEATURES, **MODEL_KW)
    fit(model, data, **TRAIN_KW, **OPTIM_KW)
    print(f"monotonicity violation {model.violation():.4f}")


if __name__ == "__main__":
    main()
