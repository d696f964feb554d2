import torch

from .listwise import ndcg_at, ndcg_regret
from .queries import FEATURES, query_batches, search_logs
from .scorer import DocumentScorer


@torch.no_grad()
def mean_ndcg(scorer, x, relevance):
    scorer.eval()
    return ndcg_at(scorer(x), relevance).mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(13)
    x, relevance = search_logs(1500, gen)
    test_x, test_relevance = search_logs(400, gen)
    scorer = DocumentScorer(FEATURES)
    optimizer = torch.optim.AdamW(scorer.parameters(), lr=2e-3, weight_decay=1e-2)
    print(f"test ndcg@10 before {mean_ndcg(scorer, test_x, test_relevance):.3f}")
    for epoch in range(8):
        scorer.train()
        for batch_x, batch_rel in query_batches(x, relevance, 32, gen):
            regret = ndcg_regret(scorer(batch_x), batch_rel)
            optimizer.zero_grad()
            regret.backward()
            optimizer.step()
        print(f"epoch {epoch}: test ndcg@10 {mean_ndcg(scorer, test_x, test_relevance):.3f}")


if __name__ == "__main__":
    main()
