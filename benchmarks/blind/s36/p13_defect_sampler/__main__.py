import torch

from p13_defect_sampler.data import PATTERNS, wafer_features
from p13_defect_sampler.loop import per_class_recall, train_steps
from p13_defect_sampler.model import PatternClassifier
from p13_defect_sampler.sampling import LossProportionalSampler


def show(tag, recall):
    print(tag, " ".join(f"{name} {r:.2f}" for name, r in zip(PATTERNS, recall)))


def main(epochs=6, steps_per_epoch=40, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_train, y_train = wafer_features(4000, seed=1)
    x_test, y_test = wafer_features(1500, seed=2)
    model = PatternClassifier(x_train.shape[1], len(PATTERNS))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    sampler = LossProportionalSampler(len(x_train))
    show("untrained recall:", per_class_recall(model, x_test, y_test, len(PATTERNS)))
    for epoch in range(epochs):
        loss = train_steps(model, optimizer, sampler, x_train, y_train, steps_per_epoch,
                           batch_size)
        print(f"epoch {epoch}  loss {loss:.3f}  effective sample size "
              f"{sampler.effective_size():.0f}")
        show("  recall:", per_class_recall(model, x_test, y_test, len(PATTERNS)))


if __name__ == "__main__":
    main()
