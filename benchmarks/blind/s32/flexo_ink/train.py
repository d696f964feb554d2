import torch
import torch.nn.functional as F

from flexo_ink.plugins import available, load
from flexo_ink.press import BANDS, INKS, press_run

CONFIG = {
    "model": ("kubelka_munk", {"hidden": 64}),
    "constraints": [
        ("nonneg", {"attribute": "weight"}, "absorption"),
        ("maxnorm", {"max_norm": 4.0}, "press.2"),
    ],
    "lr": 3e-3,
    "epochs": 4,
    "batch_size": 64,
}


def build_constraints(model, specs):
    bound = []
    for name, options, target in specs:
        factory = load("flexo_ink.constraints", name)
        bound.append((factory(**options), model.get_submodule(target)))
    return bound


@torch.no_grad()
def band_rmse(model, recipe, settings, refl):
    err = (model(recipe, settings) - refl) ** 2
    thirds = err.mean(dim=0).split(len(BANDS) // 3 + 1)
    return [round(100 * part.mean().sqrt().item(), 2) for part in thirds]


def fit(model, constraints, data, *, lr, epochs, batch_size):
    recipe, settings, refl = data
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    for epoch in range(epochs):
        total = 0.0
        for idx in torch.randperm(recipe.shape[0]).split(batch_size):
            pred = model(recipe[idx], settings[idx])
            loss = F.mse_loss(pred, refl[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            for constraint, module in constraints:
                constraint(module)
            total += loss.item() * len(idx)
        print(f"epoch {epoch}: mse {total / recipe.shape[0]:.5f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    print("constraint plugins:", available("flexo_ink.constraints"))
    name, options = CONFIG["model"]
    model = load("flexo_ink.models", name)(len(INKS), len(BANDS), **options)
    constraints = build_constraints(model, CONFIG["constraints"])
    train, test = press_run(3000), press_run(500)
    print("rmse % (blue, green, red) before:", band_rmse(model, *test))
    fit(model, constraints, train, lr=CONFIG["lr"], epochs=CONFIG["epochs"],
        batch_size=CONFIG["batch_size"])
    print("rmse % (blue, green, red) after:", band_rmse(model, *test))


if __name__ == "__main__":
    main()
