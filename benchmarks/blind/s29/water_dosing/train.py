import torch

from amp import BF16Trainer
from losses import weighted_target_loss
from model import DoseResponseNet
from plant import INPUTS, TARGETS, jar_tests


def report(trainer, x, y):
    err = (trainer.predict(x) - y).abs().mean(0)
    return {name: round(v, 4) for name, v in zip(TARGETS, err.tolist())}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(21)
    train_x, train_y = jar_tests(6000, rng)
    test_x, test_y = jar_tests(1500, rng)
    model = DoseResponseNet(len(INPUTS), len(TARGETS)).fit_scaler(train_x)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    trainer = BF16Trainer(model, optimizer, weighted_target_loss)
    print("untrained mae:", report(trainer, test_x, test_y))
    for epoch in range(10):
        order = torch.randperm(len(train_x))
        totals = torch.zeros(len(TARGETS))
        for start in range(0, len(order), 100):
            idx = order[start:start + 100]
            totals += trainer.train_step(train_x[idx], train_y[idx])
        if epoch % 3 == 0:
            print(f"epoch {epoch}: per-target loss {[round(v / 60, 4) for v in totals.tolist()]}")
    print("test mae:", report(trainer, test_x, test_y))


if __name__ == "__main__":
    main()
