import torch

from criteria import Criterion, WeightedBCE, recall_at_precision
from data import class_weights, split, synthetic_customers
from model import ChurnMLP
from schema import SETTINGS


def train_epoch(model, optimizer, criterion: Criterion, data, batch_size):
    features, labels, weights = data
    model.train()
    order = torch.randperm(labels.numel())
    for start in range(0, labels.numel(), batch_size):
        idx = order[start:start + batch_size]
        optimizer.zero_grad()
        loss = criterion(model(features[idx]), labels[idx], weights[idx])
        loss.backward()
        optimizer.step()


@torch.no_grad()
def evaluate(model, data):
    features, labels, _ = data
    model.eval()
    scores = torch.sigmoid(model(features))
    return recall_at_precision(scores, labels)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    features, labels = synthetic_customers(SETTINGS["n_customers"], SETTINGS["churn_rate"])
    weights = class_weights(labels, SETTINGS["positive_weight"])
    train_data, test_data = split(features, labels, weights)
    model = ChurnMLP.from_settings(SETTINGS)
    optimizer = torch.optim.AdamW(model.parameters(), lr=SETTINGS["lr"])
    criterion = WeightedBCE(label_smoothing=0.05)
    print(f"churn rate {labels.mean():.3f}, recall@p50 before {evaluate(model, test_data):.3f}")
    for epoch in range(SETTINGS["epochs"]):
        train_epoch(model, optimizer, criterion, train_data, SETTINGS["batch_size"])
        if epoch % 3 == 0 or epoch == SETTINGS["epochs"] - 1:
            print(f"epoch {epoch:2d}  recall@p50 {evaluate(model, test_data):.3f}")


if __name__ == "__main__":
    main()
