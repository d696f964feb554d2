import torch

from batches import INPUTS, TARGETS, fermentations
from fermenter import fermentation_net
from objective import Term
from trainer import fit


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(17)
    x, y = fermentations(4000, gen)
    xt, yt = fermentations(1000, gen)
    mean, std = y.mean(0), y.std(0)
    y, yt = (y - mean) / std, (yt - mean) / std

    objective = (Term(0, "final_gravity") + 0.5 * Term(1, "ph") + Term(2, "abv")
                 + 2.0 * Term(3, "diacetyl", kind="huber"))
    net = fermentation_net(len(INPUTS), len(TARGETS))
    opt = torch.optim.NAdam(net.parameters(), lr=3e-3, weight_decay=1e-4,
                            decoupled_weight_decay=True)

    @torch.no_grad()
    def evaluate():
        net.eval()
        rmse = ((net(xt) - yt) ** 2).mean(0).sqrt() * std
        return {name: round(v, 3) for name, v in zip(TARGETS, rmse.tolist())}

    print("test rmse before:", evaluate())
    fit(net, opt, objective, (x, y), epochs=8, batch=64, evaluate=evaluate)


if __name__ == "__main__":
    main()
