import torch
import torch.nn.functional as F

from pottery_nam.nam import MODELS
from pottery_nam.optim import build_optimizer
from pottery_nam.registry import build_from_cfg
from pottery_nam.sherds import ELEMENTS, WORKSHOPS, xrf_assemblage

cfg = dict(
    model=dict(type="NeuralAdditiveModel", features=ELEMENTS, classes=len(WORKSHOPS), width=32, dropout=0.1),
    optimizer=dict(type="AdamW", lr=3e-3, weight_decay=1e-3, bias_decay_mult=0.0),
    schedule=dict(milestones=[12, 18], gamma=0.3),
    epochs=20,
    batch_size=64,
)


@torch.no_grad()
def evaluate(model, x, y):
    model.eval()
    logits = model(x)
    return {"ce": round(F.cross_entropy(logits, y).item(), 4),
            "acc": round((logits.argmax(1) == y).float().mean().item(), 3)}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = xrf_assemblage(400, seed=1)
    test_x, test_y = xrf_assemblage(100, seed=2)
    mean, std = train_x.mean(0), train_x.std(0)
    train_x, test_x = (train_x - mean) / std, (test_x - mean) / std

    model = build_from_cfg(cfg["model"], MODELS)
    optimizer = build_optimizer(model, cfg["optimizer"])
    schedule = torch.optim.lr_scheduler.MultiStepLR(optimizer, **cfg["schedule"])
    print("untrained:", evaluate(model, test_x, test_y))
    shuffle = torch.Generator().manual_seed(3)
    for epoch in range(cfg["epochs"]):
        model.train()
        for rows in torch.randperm(len(train_y), generator=shuffle).split(cfg["batch_size"]):
            optimizer.zero_grad()
            loss = F.cross_entropy(model(train_x[rows]), train_y[rows])
            loss.backward()
            optimizer.step()
        schedule.step()
        if epoch % 5 == 4:
            print(f"epoch {epoch}  test {evaluate(model, test_x, test_y)}")
    with torch.no_grad():
        spread = model.contributions(test_x).std(0).mean(1)
    print("shape-function spread per element:", dict(zip(ELEMENTS, [round(v, 3) for v in spread.tolist()])))


if __name__ == "__main__":
    main()
