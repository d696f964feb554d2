import torch

from citation_links.gcn import LinkEncoder
from citation_links.graph import community_graph, split_edges
from citation_links.scoring import auc, link_loss, random_pairs

EPOCHS = 40
EDGE_BATCH = 128


def edge_batches(edges, batch_size):
    order = torch.randperm(edges.size(0))
    for start in range(0, edges.size(0), batch_size):
        yield edges[order[start:start + batch_size]]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    features, edges, _ = community_graph()
    n_nodes = features.size(0)
    train_edges, test_edges = split_edges(edges)
    test_negatives = random_pairs(n_nodes, test_edges.size(0))
    print(f"{n_nodes} papers, {train_edges.size(0)} train links, {test_edges.size(0)} test links")

    model, adj = LinkEncoder.for_graph(features, train_edges, hidden=32, out=16)
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
    for epoch in range(EPOCHS):
        model.train()
        z = model(features, adj)
        for positive in edge_batches(train_edges, EDGE_BATCH):
            negative = random_pairs(n_nodes, positive.size(0))
            loss = link_loss(z, positive, negative)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch % 10 == 0 or epoch == EPOCHS - 1:
            with torch.no_grad():
                z_eval = model(features, adj)
            print(f"epoch {epoch:2d}  loss {loss.item():.4f}  "
                  f"test auc {auc(z_eval, test_edges, test_negatives):.3f}")


if __name__ == "__main__":
    main()
