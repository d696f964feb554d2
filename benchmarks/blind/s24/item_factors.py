"""Matrix factorisation for a small catalogue of items, trained with hand-written SGD."""
import torch

N_USERS, N_ITEMS, RANK = 400, 250, 8
MAX_NORM = 1.5
LEARNING_RATES = {"user": 8.0, "item": 8.0, "user_bias": 4.0, "item_bias": 4.0, "offset": 0.05}
WEIGHT_DECAY = 1e-4
EPOCHS = 15
BATCH = 256


def make_ratings(density=0.25):
    user_taste = torch.randn(N_USERS, RANK) / RANK ** 0.25
    item_style = torch.randn(N_ITEMS, RANK) / RANK ** 0.25
    scores = 3.0 + 0.8 * user_taste @ item_style.T + 0.3 * torch.randn(N_USERS, N_ITEMS)
    observed = torch.rand(N_USERS, N_ITEMS) < density
    users, items = observed.nonzero(as_tuple=True)
    ratings = scores[users, items].clamp(1.0, 5.0)
    order = torch.randperm(ratings.numel())
    return users[order], items[order], ratings[order]


def init_params(mean_rating):
    params = {
        "user": 0.1 * torch.randn(N_USERS, RANK),
        "item": 0.1 * torch.randn(N_ITEMS, RANK),
        "user_bias": torch.zeros(N_USERS),
        "item_bias": torch.zeros(N_ITEMS),
        "offset": torch.tensor(mean_rating),
    }
    for tensor in params.values():
        tensor.requires_grad_(True)
    return params


def predict(params, users, items):
    dot = (params["user"][users] * params["item"][items]).sum(dim=1)
    return dot + params["user_bias"][users] + params["item_bias"][items] + params["offset"]


def sgd_update(params, learning_rates, weight_decay):
    with torch.no_grad():
        for name, tensor in params.items():
            tensor -= learning_rates[name] * (tensor.grad + weight_decay * tensor)
            tensor.grad = None


def renorm_rows(table, max_norm):
    norms = table.norm(dim=1, keepdim=True)
    table.mul_(torch.clamp(max_norm / (norms + 1e-7), max=1.0))


def rmse(params, users, items, ratings):
    with torch.no_grad():
        return (predict(params, users, items) - ratings).pow(2).mean().sqrt().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    users, items, ratings = make_ratings()
    split = int(0.9 * ratings.numel())
    train = users[:split], items[:split], ratings[:split]
    test = users[split:], items[split:], ratings[split:]
    params = init_params(train[2].mean().item())
    print(f"{split} training ratings, test rmse before {rmse(params, *test):.3f}")
    for epoch in range(EPOCHS):
        order = torch.randperm(split)
        for start in range(0, split, BATCH):
            idx = order[start:start + BATCH]
            u, i, r = train[0][idx], train[1][idx], train[2][idx]
            loss = (predict(params, u, i) - r).pow(2).mean()
            loss.backward()
            sgd_update(params, LEARNING_RATES, WEIGHT_DECAY)
            renorm_rows(params["user"], MAX_NORM)
            renorm_rows(params["item"], MAX_NORM)
        print(f"epoch {epoch:2d}  test rmse {rmse(params, *test):.3f}")


if __name__ == "__main__":
    main()
