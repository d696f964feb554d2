import torch

CATS = {"region": 6, "segment": 4, "channel": 3}


def make_table(n, n_num=5):
    num = torch.randn(n, n_num)
    cat = {k: torch.randint(0, card, (n,)) for k, card in CATS.items()}
    effect = {k: torch.linspace(-1, 1, card) for k, card in CATS.items()}
    y = num @ torch.linspace(0.5, -0.5, n_num) + sum(effect[k][v] for k, v in cat.items())
    y = y + 0.1 * torch.randn(n)
    return num, cat, y


class TableLoader:
    def __init__(self, num, cat, y, batch_size):
        self.num, self.cat, self.y, self.bs = num, cat, y, batch_size

    def __iter__(self):
        order = torch.randperm(len(self.y))
        for s in range(0, len(order), self.bs):
            j = order[s:s + self.bs]
            yield self.num[j], {k: v[j] for k, v in self.cat.items()}, self.y[j]

    def __len__(self):
        return (len(self.y) + self.bs - 1) // self.bs
