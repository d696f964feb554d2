import torch


class NeighbourSampler:
    """Samples a fixed fan-out of neighbours per hop around a batch of seed cells."""

    def __init__(self, edge_index, n_nodes, fanouts, generator):
        src, dst = edge_index
        order = torch.argsort(dst)
        self.src = src[order]
        self.rowptr = torch.zeros(n_nodes + 1, dtype=torch.long)
        self.rowptr[1:] = torch.cumsum(torch.bincount(dst, minlength=n_nodes), 0)
        self.fanouts = fanouts
        self.gen = generator

    def sample(self, seeds):
        nodes = seeds.unique()
        frontier = nodes
        e_src, e_dst = [], []
        for fan in self.fanouts:
            start, stop = self.rowptr[frontier], self.rowptr[frontier + 1]
            deg = (stop - start).clamp(min=1)
            pick = (torch.rand(len(frontier), fan, generator=self.gen) * deg.unsqueeze(1)).long()
            nb = self.src[(start.unsqueeze(1) + pick).clamp(max=len(self.src) - 1)]
            e_src.append(nb.reshape(-1))
            e_dst.append(frontier.repeat_interleave(fan))
            frontier = nb.reshape(-1).unique()
            nodes = torch.cat([nodes, frontier]).unique()
        src, dst = torch.cat(e_src), torch.cat(e_dst)
        relabel = torch.full((int(nodes.max()) + 1,), -1, dtype=torch.long)
        relabel[nodes] = torch.arange(len(nodes))
        return nodes, torch.stack([relabel[src], relabel[dst]]), relabel
