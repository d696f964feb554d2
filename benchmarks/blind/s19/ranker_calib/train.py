import numpy as np
import torch
import torch.nn.functional as F

from calibration import PlattScaler, expected_calibration_error
from data import interactions
from model import FactorizationMachine


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    users, items, labels, n_users, n_items = interactions()
    split = int(0.8 * len(labels))
    model = FactorizationMachine(n_users, n_items)
    opt = torch.optim.Adagrad(model.parameters(), lr=0.1)
    for epoch in range(5):
        perm = torch.randperm(split)
        for start in range(0, split, 256):
            idx = perm[start:start + 256]
            opt.zero_grad()
            loss = F.binary_cross_entropy_with_logits(model(users[idx], items[idx]), labels[idx])
            loss.backward()
            opt.step()
        print(f"epoch {epoch}: last batch loss {loss.item():.4f}")

    model.eval()
    with torch.no_grad():
        scores = model(users[split:], items[split:])
    scores_np, labels_np = scores.numpy(), labels[split:].numpy()
    raw = 1.0 / (1.0 + np.exp(-scores_np))
    scaler = PlattScaler()
    scaler.zero_grad()
    for _ in range(300):
        scaler.forward(scores_np)
        scaler.backward(labels_np)
        scaler.step()
    calibrated = scaler.forward(scores_np)
    print(f"ECE raw {expected_calibration_error(raw, labels_np):.4f} "
          f"calibrated {expected_calibration_error(calibrated, labels_np):.4f}")


if __name__ == "__main__":
    main()
