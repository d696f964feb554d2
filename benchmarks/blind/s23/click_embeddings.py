"""Click-through prediction from user and item embeddings with a max-norm constraint."""
import torch
import torch.nn as nn
import torch.nn.functional as F

N_USERS, N_ITEMS, DIM = 300, 200, 12
MAX_NORM = 1.5


class ClickModel(nn.Module):
    def __init__(self, n_users, n_items, dim):
        super().__init__()
        self.users = nn.Embedding(n_users, dim)
        self.items = nn.Embedding(n_items, dim)
        self.item_bias = nn.Parameter(torch.empty(n_items))
        self.offset = nn.Parameter(torch.empty(()))
        self.reset_parameters()

    def reset_parameters(self):
        with torch.no_grad():
            self.users.weight.normal_(0.0, 0.1)
            self.items.weight.normal_(0.0, 0.1)
            self.item_bias.zero_()
            self.offset.fill_(-1.0)

    def forward(self, user, item):
        affinity = (self.users(user) * self.items(item)).sum(dim=-1)
        return affinity + self.item_bias[item] + self.offset


@torch.no_grad()
def project_rows(*embeddings, max_norm=MAX_NORM):
    for emb in embeddings:
        emb.weight.renorm_(p=2, dim=0, maxnorm=max_norm)


def synthetic_clicks(n, true_users, true_items, popularity):
    user = torch.randint(0, true_users.size(0), (n,))
    item = torch.randint(0, true_items.size(0), (n,))
    logit = 2.0 * (true_users[user] * true_items[item]).sum(-1) + popularity[item] - 1.0
    return user, item, (torch.rand(n) < torch.sigmoid(logit)).float()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    true_users = F.normalize(torch.randn(N_USERS, 4), dim=1)
    true_items = F.normalize(torch.randn(N_ITEMS, 4), dim=1)
    popularity = 0.5 * torch.randn(N_ITEMS)
    train = synthetic_clicks(40000, true_users, true_items, popularity)
    test = synthetic_clicks(10000, true_users, true_items, popularity)

    model = ClickModel(N_USERS, N_ITEMS, DIM)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)

    def evaluate(user, item, clicked):
        with torch.no_grad():
            logits = model(user, item)
            return F.binary_cross_entropy_with_logits(logits, clicked).item(), ((logits > 0).float() == clicked).float().mean().item()

    print("before: test bce {:.4f}  acc {:.3f}".format(*evaluate(*test)))
    user, item, clicked = train
    for epoch in range(8):
        order = torch.randperm(user.numel())
        for start in range(0, order.numel(), 512):
            idx = order[start:start + 512]
            optimizer.zero_grad()
            loss = F.binary_cross_entropy_with_logits(model(user[idx], item[idx]), clicked[idx])
            loss.backward()
            optimizer.step()
            project_rows(model.users, model.items)
        if epoch % 2 == 1:
            bce, acc = evaluate(*test)
            max_row = model.users.weight.detach().norm(dim=1).max().item()
            print(f"epoch {epoch + 1}  test bce {bce:.4f}  acc {acc:.3f}  max user-row norm {max_row:.3f}")


if __name__ == "__main__":
    main()
