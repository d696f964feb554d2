"""python -m lc11_pkg.train"""
import torch

from .baskets import N_PRODUCTS, co_purchase_pairs, simulate
from .fit import fit, hit_rate
from .sampling import UnigramNegatives
from .towers import BasketEncoder
from .warmstart import load_product_encoder, pretrain_product_encoder


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = simulate()
    rows = torch.randperm(len(data["target"]))
    train_rows, valid_rows = rows[:3200], rows[3200:]

    blob = pretrain_product_encoder(data["aisle"], co_purchase_pairs(data))
    product_enc = load_product_encoder(blob, data["aisle"])
    basket_enc = BasketEncoder()
    opt = torch.optim.Adam(basket_enc.parameters(), lr=3e-3)
    sampler = UnigramNegatives(torch.bincount(data["bag_items"], minlength=N_PRODUCTS))

    print(f"valid hit@10 untrained: {hit_rate(basket_enc, product_enc, data, valid_rows):.4f}")
    for epoch, ce in fit(basket_enc, product_enc, opt, data, train_rows, sampler):
        print(f"epoch {epoch}  sampled ce {ce:.4f}  valid hit@10 {hit_rate(basket_enc, product_enc, data, valid_rows):.4f}")


if __name__ == "__main__":
    main()
