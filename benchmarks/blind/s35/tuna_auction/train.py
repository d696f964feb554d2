import torch

from tuna_auction.auction import TRAITS, lots, vessel_reputation
from tuna_auction.evaluate import price_error
from tuna_auction.model import PriceModel
from tuna_auction.trainer import SeasonTrainer

MARKET = {"season1_vessels": 20, "season2_vessels": 8, "epochs": 25, "batch": 64}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(9)
    n1, n2 = MARKET["season1_vessels"], MARKET["season2_vessels"]
    reputation = vessel_reputation(n1 + n2, gen)
    regulars = torch.arange(n1)
    newcomers = torch.arange(n1, n1 + n2)
    season1 = lots(1200, regulars, reputation, gen)

    model = PriceModel(len(TRAITS), n1)
    trainer = SeasonTrainer(model, lr=3e-3)
    trainer.fit(season1, MARKET["epochs"], MARKET["batch"], gen)
    print(f"season 1: price error {price_error(model, lots(400, regulars, reputation, gen)):.1%}")

    everyone = torch.arange(n1 + n2)
    season2 = lots(1200, everyone, reputation, gen)
    model.add_vessels(n2)
    trainer.fit(season2, MARKET["epochs"], MARKET["batch"], gen)
    regular_err, new_err = price_error(model, lots(600, everyone, reputation, gen), newcomers)
    print(f"season 2: price error regulars {regular_err:.1%}, new vessels {new_err:.1%}")


if __name__ == "__main__":
    main()
