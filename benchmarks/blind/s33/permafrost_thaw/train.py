import torch

import boreholes
import closures
from stefan import StefanModel


def thaw_error(model, data):
    desc, tdd, alt = data
    with torch.no_grad():
        err = (model(desc, tdd) - alt).abs()
    return err.mean().item(), (err / alt).mean().item()


def main(rounds=4, batch_size=512):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(41)
    desc, tdd, alt = boreholes.grid_nodes(2048, g)
    desc_v, tdd_v, alt_v = boreholes.grid_nodes(512, g)
    mu, sd = desc.mean(0), desc.std(0)
    train = ((desc - mu) / sd, tdd, alt)
    valid = ((desc_v - mu) / sd, tdd_v, alt_v)

    model = StefanModel(len(boreholes.DESCRIPTORS))
    optimizer = torch.optim.LBFGS(model.parameters(), lr=0.5, max_iter=8,
                                  history_size=20, line_search_fn="strong_wolfe")
    mae, rel = thaw_error(model, valid)
    print(f"untrained: thaw depth mae {mae:.1f} cm ({100 * rel:.1f} %)")
    for r in range(rounds):
        losses = []
        for closure in closures.fitting_closures(model, optimizer, train, batch_size, g):
            loss = optimizer.step(closure)
            losses.append(loss.item())
        mae, rel = thaw_error(model, valid)
        print(f"round {r}: batch mse {sum(losses) / len(losses):.2f} "
              f"valid mae {mae:.2f} cm ({100 * rel:.1f} %)")


if __name__ == "__main__":
    main()
