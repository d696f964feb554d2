import numpy as np
import torch
import torch.nn.functional as F

from r15_ncf_implicit.data import (candidate_lists, leave_one_out, make_interactions,
                                   training_pairs)
from r15_ncf_implicit.metrics import evaluate
from r15_ncf_implicit.model import NeuMF
from r15_ncf_implicit.serve import recommend

N_USERS, N_ITEMS = 300, 400
EPOCHS, BATCH, N_NEG, LR = 6, 256, 4, 3e-3


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = np.random.default_rng(0)
    train, test = leave_one_out(make_interactions(N_USERS, N_ITEMS))
    eval_users, eval_cands = candidate_lists(train, test, N_ITEMS, 100, rng)

    model = NeuMF(N_USERS, N_ITEMS)
    optimizer = torch.optim.Adam(model.parameters(), lr=LR)
    with torch.no_grad():
        hr, ndcg = evaluate(model, eval_users, eval_cands)
    print(f"init: HR@10 {hr:.3f} NDCG@10 {ndcg:.3f}")

    for epoch in range(1, EPOCHS + 1):
        users, items, labels = training_pairs(train, N_ITEMS, N_NEG, rng)
        perm = torch.randperm(len(users))
        total = 0.0
        for i in range(0, len(perm), BATCH):
            idx = perm[i:i + BATCH]
            loss = F.binary_cross_entropy_with_logits(model(users[idx], items[idx]),
                                                      labels[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * len(idx)
        with torch.no_grad():
            hr, ndcg = evaluate(model, eval_users, eval_cands)
        print(f"epoch {epoch}: loss {total / len(perm):.4f} HR@10 {hr:.3f} NDCG@10 {ndcg:.3f}")

    with torch.inference_mode():
        for user in range(3):
            print(f"user {user}: top-5 {recommend(model, user, N_ITEMS, train[user])}")


if __name__ == "__main__":
    main()
