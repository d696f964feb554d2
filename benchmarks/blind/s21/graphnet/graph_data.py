import torch


def sbm_graph(n_per_block=40, n_blocks=3, p_in=0.15, p_out=0.01, feat_dim=8):
    n = n_per_block * n_blocks
    labels = torch.arange(n_blocks).repeat_interleave(n_per_block)
    same = labels[:, None] == labels[None, :]
    prob = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    adj = (torch.rand(n, n) < prob).float().triu(1)
    adj = adj + adj.T + torch.eye(n)
    deg = adj.sum(1)
    norm_adj = adj / torch.sqrt(deg[:, None] * deg[None, :])
    # features are only weakly informative; neighbourhood aggregation is needed
    feats = 0.5 * torch.nn.functional.one_hot(labels, feat_dim).float() + torch.randn(n, feat_dim)
    train_mask = torch.rand(n) < 0.3
    return feats, norm_adj, labels, train_mask
