"""Second-hand marketplace: will this buyer message the seller of this listing?"""
