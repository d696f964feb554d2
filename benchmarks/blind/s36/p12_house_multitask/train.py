import torch

from p12_house_multitask.data import batches, listings
from p12_house_multitask.model import MultiTaskNet
from p12_house_multitask.objectives import TASKS
from p12_house_multitask.tracking import RunningAverages


@torch.no_grad()
def report(model, x, targets):
    model.eval()
    out = model(x)
    price_mae = ((out["log_price"].squeeze(-1) + 12.0).exp()
                 - targets["log_price"].exp()).abs().mean().item()
    type_acc = (out["property_type"].argmax(1) == targets["property_type"]).float().mean().item()
    days_mae = (out["days_on_market"].squeeze(-1).exp()
                - targets["days_on_market"]).abs().mean().item()
    return f"price mae {price_mae:,.0f}  type acc {type_acc:.3f}  days mae {days_mae:.1f}"


def main(epochs=8, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_train, y_train = listings(3000, seed=1)
    x_test, y_test = listings(800, seed=2)
    model = MultiTaskNet(x_train.shape[1], {name: t["size"] for name, t in TASKS.items()})
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    stats = RunningAverages()
    history = []
    print("untrained:", report(model, x_test, y_test))
    for epoch in range(epochs):
        model.train()
        stats.reset()
        for x, targets in batches(x_train, y_train, batch_size, seed=epoch):
            outputs = model(x)
            loss = 0.0
            terms = {}
            for name, task in TASKS.items():
                terms[name] = task["loss"](outputs[name], targets[name])
                loss = loss + task["weight"] * terms[name]
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            stats.update(len(x), total=loss, **terms)
        history.append(stats.averages())
        print(f"epoch {epoch}  total {history[-1]['total']:.4f}  ", report(model, x_test, y_test))


if __name__ == "__main__":
    main()
