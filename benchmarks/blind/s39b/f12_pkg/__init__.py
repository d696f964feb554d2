"""End-to-end portfolio allocation with a recurrent policy trained on a differentiable Sharpe objective."""
